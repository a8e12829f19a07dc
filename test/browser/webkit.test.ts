import { engineSuite } from '../helpers/engine-suite';

engineSuite('webkit').run();
