import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { scannerDefaults, scannerLimits, useScannerSettings } from './scanner-settings';
import { DecimalInput } from './DecimalInput';
import { useScanner } from './useScanner';

interface SettingNumberProps {
  label: string;
  unit: string;
  w: number;
  limits: { min: number; max: number };
  value: number;
  onCommit: (value: number) => void;
}

/**
 * A whole-number setting that is stored only when the field accepts it (within its limits), so
 * half-typed values ("1" on the way to "150") never take effect and "1.5" is refused, not 15.
 */
function SettingNumber({ label, unit, w, limits, value, onCommit }: SettingNumberProps) {
  // The text stays as typed, refused or not; only an accepted value reaches the setting.
  const [text, setText] = useState(String(value));
  const [stored, setStored] = useState(value);
  if (value !== stored) {
    // Changed from outside (reset): show the stored setting.
    setStored(value);
    setText(String(value));
  }
  return (
    <DecimalInput
      label={label}
      rightSection={
        <Text size="xs" c="dimmed">
          {unit}
        </Text>
      }
      rightSectionWidth={unit.length * 7 + 16}
      w={w}
      decimalPlaces={0}
      min={String(limits.min)}
      max={String(limits.max)}
      value={text}
      onChange={(next, problem) => {
        setText(next);
        // Limits are small whole numbers, which Number holds exactly.
        if (problem === null && next !== '') onCommit(Number(next));
      }}
    />
  );
}

/**
 * Where a person tunes scan detection for their scanner, with a field to try it: a scan into
 * the field says "recognised as a scan", typing does not.
 */
export function ScannerSettings() {
  const { thresholdMs, minLength, setThresholdMs, setMinLength, reset } = useScannerSettings();
  const tryField = useRef<HTMLInputElement>(null);
  const [tryText, setTryText] = useState('');
  const [recognised, setRecognised] = useState<string | null>(null);

  useScanner({
    onFieldScan: (code, field) => {
      if (field === tryField.current) setRecognised(code);
    },
  });

  return (
    <Paper withBorder p="md" radius="md" data-testid="scanner-settings">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Barcode scanner</Text>
          <Text size="sm" c="dimmed">
            A scanner types a whole code in a burst and ends it with Enter. Keys that come faster than the gap below count as a scan.
          </Text>
        </div>
        <Group align="flex-end" gap="md">
          <SettingNumber label="Longest gap between keys" unit="ms" w={260} limits={scannerLimits.thresholdMs} value={thresholdMs} onCommit={setThresholdMs} />
          <SettingNumber label="Shortest code" unit="characters" w={180} limits={scannerLimits.minLength} value={minLength} onCommit={setMinLength} />
          <Button variant="default" onClick={reset} disabled={thresholdMs === scannerDefaults.thresholdMs && minLength === scannerDefaults.minLength}>
            Reset to {scannerDefaults.thresholdMs} ms, {scannerDefaults.minLength} characters
          </Button>
        </Group>
        <TextInput
          ref={tryField}
          label="Try it: scan a barcode into this field"
          value={tryText}
          onChange={(event) => {
            setTryText(event.currentTarget.value);
            setRecognised(null);
          }}
          onKeyDown={(event) => {
            // Enter ends a scan; clear the field for the next try rather than submitting anything.
            if (event.key === 'Enter') setTryText('');
          }}
          data-testid="scanner-try"
        />
        <Text size="sm" c={recognised ? 'teal' : 'dimmed'} aria-live="polite">
          {recognised ? `Recognised as a scan: ${recognised}` : 'Nothing recognised as a scan yet.'}
        </Text>
      </Stack>
    </Paper>
  );
}
