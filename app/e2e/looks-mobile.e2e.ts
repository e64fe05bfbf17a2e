import { describeLooks } from './looks';

describeLooks('mobile');
