/**
 * The process entry (build/main.mjs). It reads `.env` before anything else is loaded: React and
 * React Router choose their production or development build from NODE_ENV when they are first
 * imported, so a NODE_ENV set in the file must be in process.env before main.ts and its packages
 * are evaluated. Everything else is imported only afterwards.
 */
import { loadEnvFile } from './env-file';

loadEnvFile();
await import('./main');
