import { engineSuite } from '../helpers/engine-suite';

engineSuite('firefox').run();
