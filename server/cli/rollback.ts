import {envFile} from './prelude';
import {rollback} from '../releases/rollback';

/** `npm run rollback`: server/releases/rollback.ts says what it does. */
rollback(envFile);
