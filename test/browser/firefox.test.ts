import { engineSuite } from '../helpers/engine-suite';
import { launchFirefox } from '../helpers/engines';

engineSuite('firefox', launchFirefox).run();
