import {envFile} from './prelude';
import {ensureBuild} from './ensureBuild';
import {start} from '../index';

/** `npm start`: build the site when it is missing or stale, then serve it. */
ensureBuild();
start(envFile);
