import {envFile} from './prelude';
import {start} from '../index';

/** Serves an existing build/ without checking it (used by the browser tests and the benches). */
start(envFile);
