import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/main/context';
import { createDispatcher, type Dispatch } from '../../../src/main/hosts/dispatcher';
import { handlers } from '../../../src/main/services';
import { planImport } from '../../../src/main/services/snippets/snippet-file';
import { SnippetStore } from '../../../src/main/store/snippets';
import type { ImportResult, Snippet } from '../../../src/shared/contract/snippets';
import type { AppErrorData, Envelope } from '../../../src/shared/errors';

let dir: string;
let stores: SnippetStore[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qm-snippet-service-'));
  stores = [];
});
afterEach(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await rm(dir, { recursive: true, force: true });
});

/** The contract's dispatch over a store of its own folder, as the app serves it. */
function serve(folder: string): Dispatch {
  const snippets = new SnippetStore(join(dir, folder));
  stores.push(snippets);
  return createDispatcher(handlers, { snippets } as unknown as AppContext);
}
async function ok<T>(envelope: Promise<Envelope<unknown>>): Promise<T> {
  const result = await envelope;
  if (!result.ok) throw new Error(`${result.error.title}: ${result.error.detail}`);
  return result.value as T;
}
async function refused(envelope: Promise<Envelope<unknown>>): Promise<AppErrorData> {
  const result = await envelope;
  if (result.ok) throw new Error('accepted');
  return result.error;
}
const file = (snippets: unknown, extra: object = {}) => JSON.stringify({ format: 'quartermaster.saved-replies', version: 1, snippets, ...extra });

describe('saved replies over the contract', () => {
  it('creates, lists, changes and removes', async () => {
    const call = serve('a');
    const made = await ok<Snippet>(call('snippets.create', { title: ' Refund ', body: 'Refunds take 14 days.' }));
    expect(made.title).toBe('Refund');
    await ok(call('snippets.update', { id: made.id, title: 'Refund policy', body: 'Refunds take 10 days.' }));
    expect((await ok<{ snippets: Snippet[] }>(call('snippets.list', {}))).snippets.map((s) => [s.title, s.body])).toEqual([
      ['Refund policy', 'Refunds take 10 days.'],
    ]);
    expect(await ok(call('snippets.delete', { id: made.id }))).toEqual({ deleted: true });
    expect((await ok<{ snippets: Snippet[] }>(call('snippets.list', {}))).snippets).toEqual([]);
  });

  it('refuses a snippet without a title or text, naming the fields', async () => {
    const error = await refused(serve('a')('snippets.create', { title: '  ', body: ' \n' }));
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors.map((f) => [f.field, f.message])).toEqual([
      ['title', 'Give the saved reply a title'],
      ['body', 'Write the text of the saved reply'],
    ]);
  });

  it('keeps the signature', async () => {
    const call = serve('a');
    await ok(call('snippets.setSignature', { signature: 'Anna\nSupport' }));
    expect(await ok(call('snippets.signature', {}))).toEqual({ signature: 'Anna\nSupport' });
  });

  it('exports to a file another computer imports whole', async () => {
    const mine = serve('mine');
    await ok(mine('snippets.create', { title: 'Refund', body: 'Refunds take {x} days.\n{agent.signature}' }));
    await ok(mine('snippets.create', { title: 'Shipping', body: 'Ships today.' }));
    const exported = await ok<{ fileName: string; content: string; count: number }>(mine('snippets.export', {}));
    expect(exported.count).toBe(2);
    expect(exported.fileName).toMatch(/^saved-replies-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(exported.content)).toMatchObject({ format: 'quartermaster.saved-replies', version: 1 });

    const theirs = serve('theirs');
    const result = await ok<ImportResult>(theirs('snippets.import', { fileName: exported.fileName, content: exported.content }));
    expect(result).toEqual({ added: ['Refund', 'Shipping'], unchanged: [], renamed: [] });
    const listed = (await ok<{ snippets: Snippet[] }>(theirs('snippets.list', {}))).snippets;
    expect(listed.map((s) => [s.title, s.body])).toEqual([
      ['Refund', 'Refunds take {x} days.\n{agent.signature}'],
      ['Shipping', 'Ships today.'],
    ]);
  });

  it('never overwrites or duplicates a title already here; importing the same file again adds nothing', async () => {
    const call = serve('a');
    await ok(call('snippets.create', { title: 'Refund', body: 'My own text.' }));
    await ok(call('snippets.create', { title: 'Shipping', body: 'Ships today.' }));
    const content = file([
      { title: 'refund', body: 'The team text.' },
      { title: 'Shipping', body: 'Ships today.' },
      { title: 'Warranty', body: 'Two years.' },
    ]);
    expect(await ok(call('snippets.import', { fileName: 'team.json', content }))).toEqual({
      added: ['Warranty'],
      unchanged: ['Shipping'],
      renamed: [{ from: 'refund', to: 'refund (imported)' }],
    });
    expect(await ok(call('snippets.import', { fileName: 'team.json', content }))).toEqual({
      added: [],
      unchanged: ['refund', 'Shipping', 'Warranty'],
      renamed: [],
    });
    const listed = (await ok<{ snippets: Snippet[] }>(call('snippets.list', {}))).snippets;
    expect(listed.map((s) => [s.title, s.body])).toEqual([
      ['Refund', 'My own text.'],
      ['refund (imported)', 'The team text.'],
      ['Shipping', 'Ships today.'],
      ['Warranty', 'Two years.'],
    ]);
  });

  it('counts on from an earlier import of another text, and keeps a renamed title within bounds', () => {
    const long = 'L'.repeat(120);
    const plan = planImport(
      [
        { title: 'Refund', body: 'a' },
        { title: 'Refund (imported)', body: 'b' },
        { title: long, body: 'a' },
      ],
      [
        { title: 'REFUND', body: 'c' },
        { title: 'Refund', body: 'c' },
        { title: long, body: 'z' },
      ],
    );
    expect(plan.renamed).toEqual([
      { from: 'REFUND', to: 'REFUND (imported 2)' },
      { from: long, to: `${'L'.repeat(109)} (imported)` },
    ]);
    // The second "Refund" of the file is the one just taken in: the same text, nothing more.
    expect(plan.unchanged).toEqual(['Refund']);
    expect(plan.toAdd.map((s) => s.title.length)).toEqual([19, 120]);
  });

  it.each([
    ['not JSON', '{"format": ', /^The file team\.json is not a JSON file \(.+\)\.$/],
    [
      'another kind of file',
      JSON.stringify({ name: 'x' }),
      'The file team.json holds no saved replies: it does not say "format": "quartermaster.saved-replies" as an export from Quartermaster does.',
    ],
    ['a list of snippets without the wrapper', JSON.stringify([{ title: 'a', body: 'b' }]), /holds no saved replies/],
    ['a newer version', file([], { version: 2 }), 'The file team.json is of a version this Quartermaster cannot read (version 2; it reads 1).'],
    ['no list', JSON.stringify({ format: 'quartermaster.saved-replies', version: 1 }), 'The file team.json has no list of saved replies ("snippets").'],
    ['a snippet without a title', file([{ title: 'Fine', body: 'x' }, { body: 'Text' }]), 'The file team.json has no title in saved reply 2.'],
    [
      'an empty text',
      file([{ title: 'Refund', body: '   ' }]),
      'The file team.json has a text ("body") in saved reply 1 (“Refund”) that cannot be kept: Write the text of the saved reply.',
    ],
    ['a title too long', file([{ title: 'x'.repeat(121), body: 'b' }]), /saved reply 1 \(“x{60}”\) that cannot be kept: A title is at most 120 characters\.$/],
    ['an unknown field', file([{ title: 'A', body: 'b', author: 'me' }]), 'The file team.json has an unknown field "author" in saved reply 1 (“A”).'],
    ['a number for a snippet', file([3]), 'The file team.json has something other than a saved reply as saved reply 1.'],
  ])('refuses %s with a sentence saying what is wrong, adding nothing', async (_what, content, sentence) => {
    const call = serve('a');
    const error = await refused(call('snippets.import', { fileName: 'team.json', content }));
    expect(error).toMatchObject({ kind: 'validation', title: 'The file was not imported', code: 'Snippet.File' });
    expect(error.detail).toMatch(typeof sentence === 'string' ? new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : sentence);
    expect((await ok<{ snippets: Snippet[] }>(call('snippets.list', {}))).snippets).toEqual([]);
  });
});
