import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TYPE, samples, streamedFile } from './multipart';

/**
 * The upload is streamed to disk: the sandbox runs in a child process so its resident memory is
 * measured alone, while a 50 MB body generated on the fly is posted to it.
 */
const MB = 1024 * 1024;
let child: ChildProcessWithoutNullStreams;
let lines: Interface;
let target: { previewUrl: string; apiKey: string };

function nextLine<T>(): Promise<T> {
  return new Promise((resolve) => lines.once('line', (line) => resolve(JSON.parse(line) as T)));
}
async function ask(command: 'reset' | 'peak'): Promise<number> {
  const answer = nextLine<{ rss: number }>();
  child.stdin.write(`${command}\n`);
  return (await answer).rss;
}

async function post(size: number): Promise<{ status: number; body: { fileSize?: number; errors?: { code: string }[] } }> {
  const { body, length } = streamedFile('clip.mp4', 'video/mp4', samples.mp4(), size);
  const res = await request(`${target.previewUrl}/channels/B2C-NO/media?folder=Hero`, {
    method: 'POST',
    body,
    headers: { 'x-api-key': target.apiKey, 'content-type': MULTIPART_TYPE, 'content-length': String(length) },
  });
  return { status: res.statusCode, body: (await res.body.json()) as { fileSize?: number } };
}

beforeAll(async () => {
  child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/integration/media/sandbox-child.ts'], { stdio: 'pipe' });
  lines = createInterface({ input: child.stdout });
  target = await nextLine();
});
afterAll(() => {
  child.stdin.end();
  child.kill();
});

describe('upload streaming', () => {
  it('keeps the sandbox memory flat while a 50 MB video arrives, and refuses one byte more', async () => {
    expect((await post(MB)).status).toBe(201); // warm up the code path
    const before = await ask('reset');
    const accepted = await post(50 * MB);
    const growth = (await ask('peak')) - before;
    expect(accepted).toMatchObject({ status: 201, body: { fileSize: 50 * MB } });
    expect(growth).toBeLessThan(16 * MB);

    const refused = await post(50 * MB + 1);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.code)).toEqual(['ChannelMediaAsset.FileTooLarge']);
    console.info(`sandbox RSS growth during a 50 MB upload: ${(growth / MB).toFixed(1)} MB`);
  }, 120_000);
});
