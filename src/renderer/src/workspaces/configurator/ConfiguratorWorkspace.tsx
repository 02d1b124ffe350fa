import { Stack, Tabs } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ConfigurationDetail, SalesOrder } from '@shared/contract/configurator';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { ScopedButton } from '../../components/ScopedButton';
import { WorkspaceHeader } from '../../components/WorkspaceHeader';
import { useScanner } from '../../components/useScanner';
import { DraftMark } from '../../drafts/DraftMark';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraftKeys } from '../../drafts/useDraftList';
import { useShortcuts } from '../../components/shortcuts';
import { useDraftRequests, useRecordRequests } from '../../stores/useRecordRequests';
import { CompareDialog } from './CompareDialog';
import { ConfigurationChangedMeanwhile } from './ConfigurationChangedMeanwhile';
import type { ConfigureAction } from './ConfigureActions';
import { ConfigureTab } from './ConfigureTab';
import { DiscardDialog } from './DiscardDialog';
import { ORDER_EDITOR, OrderDialog } from './OrderDialog';
import { QuoteDetailDialog } from './QuoteDetailDialog';
import { configurationsOfQuoteDraft, NEW_QUOTE_EDITOR, QuoteDialog } from './QuoteDialog';
import { QuotesList } from './QuotesList';
import { SalesOrderDialog } from './SalesOrderDialog';
import { SAVE_AS_EDITOR, SaveDialog } from './SaveDialog';
import { SavedConfigurations } from './SavedConfigurations';
import { emptySession, sessionOf } from './session';
import { CONFIGURATION_EDITOR, configurationDraftKey, useConfigureDraft } from './useConfigureDraft';
import { useConfigureModel } from './useConfigureModel';
import { useSaveConfiguration } from './useSaveConfiguration';

type Dialog =
  | { kind: 'save' }
  | { kind: 'order' }
  | { kind: 'discard' }
  | { kind: 'quote'; configurations: { configurationNumber: string; title: string | null }[]; customerNumber: string | null; customerName: string | null }
  | { kind: 'quoteDetail'; quoteNumber: string }
  | { kind: 'compare'; numbers: [string, string] }
  | { kind: 'salesOrder'; order: SalesOrder };

const focusSoon = (ref: RefObject<HTMLInputElement | null>) => setTimeout(() => ref.current?.focus(), 0);

/** Configurator: price made-to-order products while the customer is on the phone, then save, quote or order them. */
export function ConfiguratorWorkspace() {
  const client = useQueryClient();
  const [tab, setTab] = useState<string | null>('configure');
  const { session, start, draft, update: updateSession, show, saved, follower } = useConfigureDraft();
  // The configuration as a colleague left it, once a save was refused for it (row 270).
  const [theirs, setTheirs] = useState<ConfigurationDetail | null>(null);
  const drafted = useDraftKeys(CONFIGURATION_EDITOR);
  // Focus goes back to what opened a dialog through AppModal's layer stack, also when one dialog hands over to the next.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const [itemProblem, setItemProblem] = useState<string | null>(null);
  const itemRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const firstFeatureRef = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const quoteSearch = useRef<HTMLInputElement>(null);
  // The quotes list's customer filter, also set by a customer opened from the palette.
  const [quoteCustomer, setQuoteCustomer] = useState<string | null>(null);
  const model = useConfigureModel(session);
  const saving = useSaveConfiguration(session, model.form);
  const opened = session.opened;

  // One function for the screen's life: the form's fields are memoised on it.
  const update: typeof updateSession = useCallbackRef((change) => {
    setItemProblem(null);
    updateSession(change);
  });
  const remember = (detail: ConfigurationDetail) =>
    client.setQueryData(['configurator.configuration', { configurationNumber: detail.configurationNumber }], detail);
  /** What the screen shows was saved or ordered as `detail`: the draft it was goes. */
  const showSaved = (detail: ConfigurationDetail) => {
    remember(detail);
    setTheirs(null);
    saved(sessionOf(detail));
  };
  /** A refused save because someone changed the configuration: their copy is read to show beside the user's. */
  const meetTheirs = async (error: unknown) => {
    if (!opened || !(error as AppError).data?.codes.includes('Configuration.Modified')) return false;
    setTheirs(await call('configurator.configuration', { configurationNumber: opened.configurationNumber }));
    return true;
  };
  const saveMine = (rebased: typeof session) => {
    draft.rebase(sessionOf(rebased.opened!), rebased);
    void saving.save({}, rebased).then(showSaved, (error: unknown) => void meetTheirs(error));
  };
  // A draft restored on a configuration that changed since its edit began meets the record as it is now.
  const met = theirs ?? (draft.changedMeanwhile && start.opened ? start.opened : null);
  const current = met && met.configurationNumber === opened?.configurationNumber ? met : null;
  const openConfiguration = async (configurationNumber: string) => {
    try {
      const detail = await call('configurator.configuration', { configurationNumber });
      remember(detail);
      show(sessionOf(detail));
      setTab('configure');
    } catch (error) {
      notifications.show({ color: 'red', title: `${configurationNumber} could not be opened`, message: (error as AppError).message });
    }
  };
  const startNew = useCallbackRef(() => {
    saving.reset();
    show(emptySession);
    setTab('configure');
    focusSoon(itemRef);
  });
  // An action asked for while the form is still behind a key waits for the form, then acts on it.
  const waitingAction = useRef<ConfigureAction | null>(null);
  // Stable, so the memoised actions beside the price are not drawn again on every keystroke.
  const run = useCallbackRef((action: ConfigureAction) => {
    if (follower.behind()) {
      waitingAction.current = action;
      return;
    }
    if (action === 'save') {
      if (!model.ready || !saving.isDirty) return;
      if (opened) void saving.save().then(showSaved, async (error: unknown) => (await meetTheirs(error)) || setDialog({ kind: 'save' }));
      else setDialog({ kind: 'save' });
    }
    if (action === 'order' && model.ready) setDialog({ kind: 'order' });
    if (action === 'discard' && opened && !model.frozen) setDialog({ kind: 'discard' });
    if (action === 'quote' && opened && !saving.isDirty)
      setDialog({
        kind: 'quote',
        configurations: [{ configurationNumber: opened.configurationNumber, title: opened.title }],
        customerNumber: session.customerNumber,
        customerName: session.customerName,
      });
    if (action === 'showOrder' && opened?.salesOrderNumber) {
      void call('configurator.salesOrder', { orderNumber: opened.salesOrderNumber }).then((order) => setDialog({ kind: 'salesOrder', order }));
    }
  });

  // After run's own update (an effect declared before this one): it reads this render's form.
  useEffect(() => {
    const action = waitingAction.current;
    if (!action || follower.behind()) return;
    waitingAction.current = null;
    run(action);
  });

  // Alt combinations type nothing, so they work from inside the form's fields too: the hands stay on the keys.
  useShortcuts('Configurator', [
    { keys: 'alt+N', label: 'New configuration (focus the item)', run: startNew, global: true },
    { keys: 'alt+U', label: 'Choose the customer', run: () => (setTab('configure'), focusSoon(customerRef)), global: true },
    { keys: 'alt+Q', label: 'Change the quantity', run: () => (setTab('configure'), focusSoon(quantityRef)), global: true },
    { keys: 'alt+E', label: 'Go to the first feature of the form', run: () => (setTab('configure'), focusSoon(firstFeatureRef)), global: true },
    { keys: 'alt+S', label: 'Save the configuration (or its changes)', run: () => run('save'), global: true },
    { keys: 'alt+O', label: 'Order the configuration', run: () => run('order'), global: true },
    { keys: 'alt+T', label: 'Put the open configuration on a quote', run: () => run('quote'), global: true },
    { keys: 'alt+D', label: 'Discard the open configuration', run: () => run('discard'), global: true },
    { keys: 'alt+L', label: 'Show saved configurations', run: () => setTab('saved'), global: true },
    { keys: 'alt+F', label: 'Search saved configurations', run: () => (setTab('saved'), focusSoon(search)), global: true },
    { keys: 'alt+C', label: 'Show the configuration form', run: () => setTab('configure'), global: true },
    { keys: 'alt+Y', label: 'Show quotes and search them', run: () => (setTab('quotes'), focusSoon(quoteSearch)), global: true },
  ]);
  /** From a quote's line: the configuration behind it, in the form. */
  const openFromQuote = (configurationNumber: string) => {
    close();
    void openConfiguration(configurationNumber);
  };

  // The Drafts list's Open: the saved configuration, or the new one of that item, with its draft.
  useRecordRequests(({ kind, number }) => {
    if (kind === 'quote') return (setDialog({ kind: 'quoteDetail', quoteNumber: number }), true);
    if (kind === 'customer') return (setQuoteCustomer(number), setTab('quotes'), true);
    if (kind !== 'configuration') return false;
    void openConfiguration(number);
    return true;
  });

  useDraftRequests(({ editor, recordKey }) => {
    if (editor === NEW_QUOTE_EDITOR) {
      const configurations = configurationsOfQuoteDraft(recordKey);
      // The customer and titles come back with the draft itself.
      if (configurations) setDialog({ kind: 'quote', configurations, customerNumber: null, customerName: null });
      return !!configurations;
    }
    // A kept save or order dialog opens with its configuration: Save or Order brings it back.
    if (editor !== CONFIGURATION_EDITOR && editor !== SAVE_AS_EDITOR && editor !== ORDER_EDITOR) return false;
    if (recordKey.startsWith('new:')) {
      show({ ...emptySession, itemNumber: recordKey.slice('new:'.length) });
      setTab('configure');
    } else if (configurationDraftKey(session) !== recordKey) void openConfiguration(recordKey);
    else setTab('configure');
    return true;
  });

  // A scanned item number starts configuring that item.
  useScanner({
    onScan: async (raw) => {
      const itemNumber = raw.trim();
      try {
        const scanned = await call('configurator.scanItem', { itemNumber });
        // A number that exists but is not made to order (or no longer sold) comes with its item and a problem.
        if (!scanned.item || scanned.problem) {
          notifications.show({ color: 'red', title: `${itemNumber} cannot be configured`, message: scanned.message ?? 'It is not a configurable item.' });
          return;
        }
        const item = scanned.item;
        setTab('configure');
        update((s) => ({
          ...emptySession,
          customerNumber: s.opened ? null : s.customerNumber,
          customerName: s.opened ? null : s.customerName,
          itemNumber: item.itemNumber,
          itemName: item.name,
        }));
      } catch (error) {
        notifications.show({ color: 'red', title: `Nothing found for ${itemNumber}`, message: (error as AppError).message });
      }
    },
  });

  // The header and the tabs do not change with a keystroke in the form: kept, not drawn again.
  const header = useMemo(
    () => (
      <WorkspaceHeader
        title="Configurator"
        description="Price made-to-order products while the customer is on the line. Scan an item's barcode to start configuring it."
      >
        <ScopedButton tag="configurations" access="read" leftSection={<IconPlus size={16} />} variant="default" onClick={startNew} title="Alt+N">
          New configuration
        </ScopedButton>
      </WorkspaceHeader>
    ),
    [startNew],
  );
  const configurationNumber = opened?.configurationNumber ?? null;
  const tabList = useMemo(
    () => (
      <Tabs.List>
        <Tabs.Tab value="configure" rightSection={draft.dirty ? <DraftMark what="Unsaved changes kept as a draft" /> : undefined}>
          {configurationNumber ? `Configure ${configurationNumber}` : 'Configure'}
        </Tabs.Tab>
        <Tabs.Tab value="saved">Saved configurations</Tabs.Tab>
        <Tabs.Tab value="quotes">Quotes</Tabs.Tab>
      </Tabs.List>
    ),
    [draft.dirty, configurationNumber],
  );

  return (
    <Stack gap="md" data-testid="workspace-configurator">
      {header}
      <Tabs value={tab} onChange={setTab}>
        {tabList}
        <Tabs.Panel value="configure" pt="md">
          <DraftNotice draft={draft} what="draft of this configuration" />
          {current && model.form && (
            <ConfigurationChangedMeanwhile
              key={current.modifiedDate}
              base={draft.base}
              mine={session}
              current={current}
              form={model.form}
              pending={saving.pending}
              onSaveMine={saveMine}
            />
          )}
          <ConfigureTab
            session={session}
            onSession={update}
            isDirty={saving.isDirty}
            onAction={run}
            follower={follower}
            model={model}
            itemRef={itemRef}
            customerRef={customerRef}
            quantityRef={quantityRef}
            firstFeatureRef={firstFeatureRef}
            itemProblem={itemProblem}
          />
        </Tabs.Panel>
        <Tabs.Panel value="saved" pt="md">
          {tab === 'saved' && (
            <SavedConfigurations
              ref={search}
              drafted={drafted}
              onOpen={(n) => void openConfiguration(n)}
              onCompare={(numbers) => setDialog({ kind: 'compare', numbers })}
              onQuote={(rows) => {
                const customers = [...new Set(rows.map((r) => r.customerNumber).filter(Boolean))];
                const only = customers.length === 1 ? rows.find((r) => r.customerNumber === customers[0]) : undefined;
                setDialog({
                  kind: 'quote',
                  configurations: rows.map((r) => ({ configurationNumber: r.configurationNumber, title: r.title })),
                  customerNumber: only?.customerNumber ?? null,
                  customerName: only?.customerName ?? null,
                });
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="quotes" pt="md">
          {tab === 'quotes' && (
            <QuotesList
              ref={quoteSearch}
              customerNumber={quoteCustomer}
              onCustomer={setQuoteCustomer}
              onOpen={(quoteNumber) => setDialog({ kind: 'quoteDetail', quoteNumber })}
              onNew={() => (setTab('saved'), focusSoon(search))}
            />
          )}
        </Tabs.Panel>
      </Tabs>
      {dialog?.kind === 'save' && (
        <SaveDialog
          draftKey={configurationDraftKey(session)}
          itemName={session.itemName ?? model.form?.itemName ?? null}
          pending={saving.pending}
          error={saving.error}
          onClose={close}
          onSave={(details) =>
            saving.save(details).then(
              (detail) => {
                showSaved(detail);
                close();
                notifications.show({ color: 'green', title: `Saved as ${detail.configurationNumber}`, message: detail.title ?? '' });
                return true;
              },
              () => false,
            )
          }
        />
      )}
      {dialog?.kind === 'order' && (
        <OrderDialog
          draftKey={configurationDraftKey(session)}
          total={model.price?.total ?? null}
          currency={model.price?.currencyCode ?? null}
          customerNumber={session.customerNumber}
          customerName={session.customerName}
          priceInput={model.input}
          unsaved={saving.isDirty}
          ensureSaved={async () => {
            const detail = await saving.save().catch(async (error: unknown) => {
              await meetTheirs(error);
              throw error;
            });
            showSaved(detail);
            return detail;
          }}
          onOrdered={(result) => {
            showSaved(result.configuration);
            setDialog({ kind: 'salesOrder', order: result.salesOrder });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'discard' && opened && (
        <DiscardDialog
          configurationNumber={opened.configurationNumber}
          title={opened.title}
          onClose={close}
          onDiscarded={() => {
            notifications.show({ color: 'gray', title: `${opened.configurationNumber} discarded`, message: opened.title ?? '' });
            close();
            // The configuration is gone from the ERP: its draft has nothing left to belong to.
            draft.done();
            show(emptySession);
          }}
        />
      )}
      {dialog?.kind === 'quote' && (
        <QuoteDialog
          configurations={dialog.configurations}
          customerNumber={dialog.customerNumber}
          customerName={dialog.customerName}
          onClose={close}
          onOpenConfiguration={openFromQuote}
        />
      )}
      {dialog?.kind === 'quoteDetail' && <QuoteDetailDialog quoteNumber={dialog.quoteNumber} onClose={close} onOpenConfiguration={openFromQuote} />}
      {dialog?.kind === 'compare' && <CompareDialog numbers={dialog.numbers} onClose={close} />}
      {dialog?.kind === 'salesOrder' && <SalesOrderDialog order={dialog.order} onClose={close} />}
    </Stack>
  );
}
