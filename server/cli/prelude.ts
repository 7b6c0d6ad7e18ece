import {loadEnvFile, type EnvFile} from '../envFile';
import {nodeVersionProblem} from '../nodeVersion';

/**
 * What every entry point does before anything else, so import it first: refuse a Node.js older than
 * package.json's `engines`, then add the settings file (envFile.ts) to process.env. Either failure is one
 * line on stderr and exit status 1.
 */
function prepare(): EnvFile {
  try {
    const problem = nodeVersionProblem(process.version);
    if (problem) {
      throw new Error(problem);
    }
    return loadEnvFile(process.env);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

export const envFile: EnvFile = prepare();
