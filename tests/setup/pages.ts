import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppDeps } from '../../src/server/deps';

/** React Router's server build: made by `npm run build` (the unit tests' global setup makes it when missing). */
const PAGE_BUILD = path.resolve('build/server/index.js');

let handler: Promise<ReturnType<typeof createRequestHandler>> | null = null;

/**
 * The shop's real page renderer on the last build, loaded on its first use: the API tests get
 * the same pages (download answers, the demo payment page) as the running shop.
 */
export const renderPage: NonNullable<AppDeps['renderPage']> = async (request, context) => {
  handler ??= import(/* @vite-ignore */ pathToFileURL(PAGE_BUILD).href).then((build) =>
    createRequestHandler(build as ServerBuild, 'production'),
  );
  return (await handler)(request, context);
};

export function pagesAvailable(): boolean {
  return existsSync(PAGE_BUILD);
}
