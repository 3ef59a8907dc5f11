import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) on a free loopback port,
 * for tests of the S3 file store and of the shop running on it.
 */
export interface FakeS3Server {
  /** The S3_ENDPOINT to use, e.g. http://127.0.0.1:41234. */
  endpoint: string;
  /** A bucket created at start. */
  bucket: string;
  region: string;
  /** s3rver accepts only these keys (and checks the signature made with them). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The S3_* variables that point the shop at this server, below `prefix` when given. */
  env(prefix?: string): Record<string, string>;
  /** The options of a file store on this server's bucket, below `prefix` when given. */
  storeOptions(prefix?: string): {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: true;
    credentials: { accessKeyId: string; secretAccessKey: string };
    prefix?: string;
  };
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

// s3rver is an old CommonJS package: it starts in a child process of its own. Its ListObjectsV2
// continuation tokens are DES-encrypted, which OpenSSL 3 only offers from its legacy provider;
// the flag is given to that child alone, never to the tests. s3rver also overwrites an object's
// file in place and answers a PUT before the bytes are on disk; S3 replaces an object whole
// and reads after a PUT see it. The child makes s3rver keep that promise: an object's files are
// written beside it and renamed over it before the PUT is answered.
const CHILD = `
const crypto = require('crypto');
const fsp = require('fs/promises');
const path = require('path');
const main = process.argv[1];
const S3rver = require(main);
const Store = require(path.join(path.dirname(main), 'stores', 'filesystem.js'));
const S3Object = require(path.join(path.dirname(main), 'models', 'object.js'));
let temps = 0;
async function replace(file, data) {
  const temp = file + '.' + process.pid + '-' + temps++ + '.tmp';
  await fsp.writeFile(temp, data);
  await fsp.rename(temp, file);
}
Store.prototype.putMetadata = async function (bucket, key, metadata, md5) {
  const json = {};
  for (const [name, value] of Object.entries(metadata || {}))
    if (S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-')) json[name] = value;
  if (md5) await replace(this.getResourcePath(bucket, key, 'object.md5'), md5);
  await replace(this.getResourcePath(bucket, key, 'metadata.json'), JSON.stringify(json));
};
Store.prototype.putObject = async function (object) {
  const file = this.getResourcePath(object.bucket, object.key, 'object');
  await fsp.mkdir(path.dirname(file), { recursive: true });
  let content = object.content;
  if (!Buffer.isBuffer(content)) {
    const chunks = [];
    for await (const chunk of content) chunks.push(chunk);
    content = Buffer.concat(chunks);
  }
  const md5 = crypto.createHash('md5').update(content).digest('hex');
  await replace(file, content);
  await this.putMetadata(object.bucket, object.key, object.metadata, md5);
  return { size: content.length, md5 };
};
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.argv[2],
  configureBuckets: [{ name: process.argv[3] }],
});
server.run().then(
  ({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'),
  (err) => { console.error(err); process.exit(1); },
);
`;

export async function startFakeS3Server(bucket = 'shop-files'): Promise<FakeS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fake-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', CHILD, require.resolve('s3rver'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => fail(new Error('s3rver did not start within 15 s')), 15_000);
    function fail(err: Error) {
      clearTimeout(timer);
      child.kill();
      reject(err);
    }
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (stdout.includes('\n')) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => fail(new Error(`s3rver exited (${code}) at start: ${stderr}`)));
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    credentials,
    env: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    storeOptions: (prefix) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials,
      ...(prefix ? { prefix } : {}),
    }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
