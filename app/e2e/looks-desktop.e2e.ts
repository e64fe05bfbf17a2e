import { describeLooks } from './looks';

describeLooks('desktop');
