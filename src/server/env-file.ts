import { existsSync } from 'node:fs';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';

/**
 * Reads `.env` (or the file named by ENV_FILE) into process.env, as `.env.example` suggests.
 * The environment wins: a variable set in the environment is never replaced by the file.
 * Answers the file read, or null when there is none.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = path.resolve(env.ENV_FILE ?? '.env');
  if (!existsSync(file)) return null;
  const result = loadDotenv({ path: file, processEnv: env, override: false, quiet: true });
  if (result.error) throw result.error;
  return file;
}
