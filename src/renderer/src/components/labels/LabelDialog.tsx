import { Alert, Button, Checkbox, Group, Progress, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import { useEffect, useMemo, useState } from 'react';
import type { LabelPreferences } from '@shared/contract/labels';
import {
  DEFAULT_LABEL_SIZE,
  isGs1Symbology,
  labelSizeIds,
  labelSizes,
  symbologies,
  symbologyNames,
  type LabelData,
  type Symbology,
} from '@shared/domain/labels';
import { localToday } from '@shared/domain/overdue';
import { useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { AppModal } from '../overlay/AppModal';
import { ProblemAlert } from '../ProblemAlert';
import { downloadFile } from '../download';
import { drawLabels, type DrawnLabel } from './label-images';
import { LabelView } from './LabelView';
import { PrintSheet } from './PrintSheet';
import classes from './labels.module.css';
import { DecimalInput } from '../DecimalInput';
import { DraftNotice } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { LABEL_GTIN_EDITOR, labelGtinDraftKey, labelGtinDraftLabel } from './gtin-draft';

export interface LabelDialogProps {
  title: string;
  /** One entry per label to print (copies multiply them). */
  labels: readonly LabelData[];
  /** One item's labels: its GTIN can be typed here for the GS1 barcodes. */
  oneItem?: boolean;
  onClose: () => void;
}

/** Millimetres to CSS pixels at 96 dpi, for fitting the preview. */
const PX_PER_MM = 96 / 25.4;

/** Fits the preview into the dialog: at most 420 x 240 px, never larger than life. */
const previewZoom = (mm: { width: number; height: number }) => Math.min(1, 420 / (mm.width * PX_PER_MM), 240 / (mm.height * PX_PER_MM));

/** Where the window can print without a dialog (Electron), to which printer and whether silently. */
function DirectPrinting({ prefs, onChange }: { prefs: LabelPreferences; onChange: (change: Partial<LabelPreferences>) => void }) {
  const printers = useCall('print.printers', {});
  if (!printers.data?.direct) return null;
  return (
    <Group align="flex-end">
      <Select
        label="Printer"
        placeholder="Ask each time"
        clearable
        data={printers.data.printers.map((p) => ({ value: p.name, label: p.displayName }))}
        value={prefs.printerName}
        onChange={(printerName) => onChange({ printerName })}
      />
      <Checkbox
        label="Print without asking"
        disabled={!prefs.printerName}
        checked={prefs.printSilently}
        onChange={(e) => onChange({ printSilently: e.currentTarget.checked })}
      />
    </Group>
  );
}

function useDrawnLabels(labels: readonly LabelData[], symbology: Symbology | null) {
  const request = useMemo(() => ({ labels, symbology }), [labels, symbology]);
  type Drawing = { request: typeof request; done: number; drawn: DrawnLabel[] | null; error: Error | null };
  const [state, setState] = useState<Drawing | null>(null);
  useEffect(() => {
    if (!request.symbology) return;
    let current = true;
    drawLabels(request.labels, request.symbology, localToday(), (done) => current && setState({ request, done, drawn: null, error: null })).then(
      (drawn) => current && setState({ request, done: drawn.length, drawn, error: null }),
      (error: Error) => current && setState({ request, done: 0, drawn: null, error }),
    );
    return () => {
      current = false;
    };
  }, [request]);
  // What was drawn for earlier choices is not shown while the new ones are drawn.
  return state?.request === request ? state : { done: 0, drawn: null, error: null };
}

/**
 * Labels with barcodes for items, batches and serials, on the size chosen once and remembered
 * (row 347). The barcodes are drawn off the main bundle and between frames (a progress bar while
 * they are); printing goes to the chosen printer without a dialog where the user allowed it
 * (Electron), otherwise through the print dialog.
 */
export function LabelDialog({ title, labels, oneItem = false, onClose }: LabelDialogProps) {
  const prefs = useCall('labels.preferences', {});
  const remember = useWrite('labels.setPreferences', { invalidates: ['labels.preferences'] });
  const direct = useCall('print.printers', {}).data?.direct ?? false;
  const print = useWrite('print.sheet');
  // The GTIN typed for one item's labels is a draft of that item (its batch or serial) until printed.
  const first = labels[0];
  const gtinDraft = useDraft<string>({
    editor: LABEL_GTIN_EDITOR,
    recordKey: oneItem && first ? labelGtinDraftKey(first) : null,
    label: first ? labelGtinDraftLabel(first) : '',
    initial: first?.gtin ?? '',
  });
  const gtin = gtinDraft.value;
  // As typed: a count that is no whole number from 1 to 500 stays on screen with the rule under it.
  const [copies, setCopies] = useState<{ text: string; problem: string | null }>({ text: '1', problem: null });
  const [printing, setPrinting] = useState(false);
  const size = labelSizes[prefs.data?.size ?? DEFAULT_LABEL_SIZE];
  const symbology = prefs.data?.symbology ?? null;
  const copyCount = copies.problem === null && copies.text !== '' ? Number(copies.text) : null;
  const all = useMemo(
    () => Array.from({ length: copyCount ?? 1 }, () => labels.map((l) => (oneItem ? { ...l, gtin: gtin.trim() || null } : l))).flat(),
    [labels, oneItem, gtin, copyCount],
  );
  const { done, drawn, error } = useDrawnLabels(all, symbology);
  const refused = drawn?.find((l) => !l.image.ok)?.image;
  const refusal = refused && !refused.ok ? refused : null;
  const ready = !!drawn && !refusal && copyCount !== null && !printing;
  const pages = Math.ceil(all.length / (size.grid.columns * size.grid.rows));

  const sendToPrinter = async () => {
    setPrinting(true);
    try {
      if (direct) await print.sendAsync({ pageMm: size.pageMm, to: 'printer' });
      // The browser's print dialog holds the page while it is open: it opens once "Printing…" is painted.
      else await new Promise<void>((resolve) => setTimeout(() => resolve(window.print()), 50));
      gtinDraft.done();
    } finally {
      setPrinting(false);
    }
  };
  const saveAsPdf = async () => {
    setPrinting(true);
    try {
      const { pdfBase64 } = await print.sendAsync({ pageMm: size.pageMm, to: 'pdf' });
      if (pdfBase64) downloadFile('labels.pdf', [Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0))], 'application/pdf');
      gtinDraft.done();
    } finally {
      setPrinting(false);
    }
  };

  return (
    <AppModal opened onClose={onClose} title={title} size="lg">
      {prefs.error && <ProblemAlert error={prefs.error} onRetry={() => void prefs.refetch()} />}
      {prefs.data && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) void sendToPrinter();
          }}
        >
          <Stack gap="md">
            {oneItem && <DraftNotice draft={gtinDraft} what="typed GTIN" />}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="label-size-label">
                Label size
              </Text>
              <SegmentedControl
                aria-labelledby="label-size-label"
                data={labelSizeIds.map((id) => ({ value: id, label: labelSizes[id].name }))}
                value={size.id}
                onChange={(value) => remember.send({ size: value as LabelPreferences['size'] })}
                fullWidth
              />
            </Stack>
            <Group grow align="flex-start">
              <Select
                label="Barcode"
                data={symbologies.map((s) => ({ value: s, label: symbologyNames[s] }))}
                value={symbology}
                allowDeselect={false}
                onChange={(value) => value && remember.send({ symbology: value as Symbology })}
                description={symbology && isGs1Symbology(symbology) ? 'GTIN, batch, serial and expiry, as GS1 scanners read them' : 'The item number'}
              />
              {oneItem && (
                <TextInput
                  label="GTIN"
                  value={gtin}
                  onChange={(e) => gtinDraft.set(e.currentTarget.value)}
                  error={refusal?.field === 'gtin' ? refusal.message : undefined}
                  description="Only for GS1 barcodes; filled from a scanned GS1 label or GTIN"
                  inputMode="numeric"
                />
              )}
              <DecimalInput
                label="Copies"
                decimalPlaces={0}
                min="1"
                max="500"
                value={copies.text}
                onChange={(text, problem) => setCopies({ text, problem })}
                error={copies.text === '' ? 'Copies: a whole number from 1 to 500' : undefined}
              />
            </Group>
            {refusal && (refusal.field !== 'gtin' || !oneItem) && (
              <Alert color="red" variant="light" title="This barcode cannot carry the label">
                {refusal.message}
              </Alert>
            )}
            {error && (
              <ProblemAlert error={{ kind: 'internal', title: 'The barcodes could not be drawn', detail: error.message, codes: [], fieldErrors: [] }} />
            )}
            {!drawn && !error && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm" c="dimmed">
                  Drawing {all.length} {all.length === 1 ? 'label' : 'labels'}…
                </Text>
                <Progress value={(done / Math.max(1, all.length)) * 100} aria-label="Drawing labels" />
              </Stack>
            )}
            {drawn?.[0] && !refusal && (
              <Stack gap={4} align="center">
                <div style={{ zoom: previewZoom(size.labelMm) }} data-testid="label-preview">
                  <LabelView label={drawn[0]} size={size} className={classes.preview} />
                </div>
                <Text size="sm" c="dimmed">
                  {all.length} {all.length === 1 ? 'label' : 'labels'} on {pages}{' '}
                  {size.grid.rows * size.grid.columns > 1 ? (pages === 1 ? 'sheet' : 'sheets') : pages === 1 ? 'page' : 'pages'}
                </Text>
              </Stack>
            )}
            <DirectPrinting prefs={prefs.data} onChange={(change) => remember.send(change)} />
            <ProblemAlert error={print.error ?? remember.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              {direct && (
                <Button variant="default" disabled={!ready} onClick={() => void saveAsPdf()}>
                  Save as PDF
                </Button>
              )}
              <Button type="submit" leftSection={<IconPrinter size={16} />} disabled={!ready} loading={printing}>
                {printing ? 'Printing…' : 'Print'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {drawn && !refusal && <PrintSheet labels={drawn} size={size} />}
    </AppModal>
  );
}
