/**
 * The child process of the drafts kill test: a window typing into several editors at once, its
 * drafts going through the real throttle, the contract's validation and the draft handlers into
 * the store on disk. It prints `ready`, then after every keystroke the number of characters each
 * editor now holds and the time it was typed, and `saved …` once main answered a save, until
 * it is killed.
 */
import { createDispatcher, type HandlerTable } from '../../../src/main/hosts/dispatcher';
import type { AppContext } from '../../../src/main/context';
import { draftHandlers } from '../../../src/main/services/drafts';
import { DraftStore } from '../../../src/main/store/drafts';
import { createDraftThrottle } from '../../../src/shared/domain/draft-throttle';
import { typedText, typistEditors } from './typist-script';

const [dataDir, recordKey, everyMs] = process.argv.slice(2) as [string, string, string];
const drafts = await DraftStore.open(dataDir);
const ctx = { drafts, connection: { activeProfileId: () => 'demo' } } as unknown as AppContext;
const dispatch = createDispatcher(draftHandlers as unknown as HandlerTable, ctx);
const throttle = createDraftThrottle(async (draft) => {
  const envelope = await dispatch('drafts.save', draft);
  if (!envelope.ok) throw new Error(envelope.error.title);
  return envelope.value as { savedAt: string };
});

let typed = 0;
process.stdout.write('ready\n');
setInterval(() => {
  typed += 1;
  const count = typed;
  for (const editor of typistEditors) {
    // `saved <editor> <count>`: main answered, so that text is on disk (fsync'd) now.
    const onSaved = () => void process.stdout.write(`saved ${editor} ${count}\n`);
    throttle.schedule(
      { editor, recordKey, label: recordKey, value: { text: typedText(editor, count) }, base: { text: '' } },
      { onSaved, onFailed: () => undefined },
    );
  }
  process.stdout.write(`${typed} ${Date.now()}\n`);
}, Number(everyMs));
