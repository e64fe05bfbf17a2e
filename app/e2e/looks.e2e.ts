import { describeLooks } from './looks';

describeLooks();
