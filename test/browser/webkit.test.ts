import { engineSuite } from '../helpers/engine-suite';
import { launchWebKit } from '../helpers/engines';

engineSuite('webkit', launchWebKit).run();
