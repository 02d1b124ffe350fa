import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { useState } from 'react';
import { BYTE_ORDER_MARK, separatorFor, sheetToCsv, type CsvSeparator } from './csv';
import { downloadFile } from './download';
import { numberSeparators } from './shown-figure';
import type { Sheet } from './table-sheet';

const separatorNames: Record<CsvSeparator, string> = { ';': 'semicolons', ',': 'commas' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface TableExportProps {
  /** The table's sheet as shown, built when an export is chosen. */
  sheet: () => Sheet;
  fileName: string;
  /** The table's name: a screen with several tables (a list and its charts) names each export by it. */
  tableLabel: string;
  disabled: boolean;
  hint: string;
}

/**
 * "Export CSV" with the separator the user's number format calls for, and a menu offering the
 * other separator and an .xlsx workbook. Every table exports through here, from its shown sheet.
 */
export function TableExport({ sheet, fileName, tableLabel, disabled, hint }: TableExportProps) {
  const [writing, setWriting] = useState(false);
  const { decimal } = numberSeparators();
  const preferred = separatorFor(decimal);
  const other: CsvSeparator = preferred === ';' ? ',' : ';';

  const csv = (separator: CsvSeparator) =>
    downloadFile(`${fileName}.csv`, [BYTE_ORDER_MARK, sheetToCsv(sheet(), { separator, decimalSeparator: decimal })], 'text/csv;charset=utf-8');
  const xlsx = async () => {
    setWriting(true);
    try {
      const { sheetToXlsx } = await import('./xlsx');
      downloadFile(`${fileName}.xlsx`, [await sheetToXlsx(sheet(), fileName)], XLSX_TYPE);
    } finally {
      setWriting(false);
    }
  };

  return (
    <Group gap={0} wrap="nowrap">
      <Tooltip label={`${hint}; fields separated by ${separatorNames[preferred]}, as your number format expects`}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          onClick={() => csv(preferred)}
          disabled={disabled}
          // Begins with the words shown (WCAG 2.5.3), then says which table it exports.
          aria-label={`Export CSV of ${tableLabel}`}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          Export CSV
        </Button>
      </Tooltip>
      {/* Without the placeholder the first item takes focus; the placeholder is a focusable "presentation" child axe refuses in a menu. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={`More export formats for ${tableLabel}`}
            disabled={disabled}
            loading={writing}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 }}
          >
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => csv(other)}>CSV, separated by {separatorNames[other]}</Menu.Item>
          <Menu.Item onClick={() => void xlsx()}>Excel workbook (.xlsx)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
