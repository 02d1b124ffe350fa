import { ActionIcon, Popover, Select, Stack, Text, Tooltip } from '@mantine/core';
import IconLanguage from '@tabler/icons-react/dist/esm/icons/IconLanguage.mjs';
import { formatExamples, numberFormatLocales, numberFormatNames, numberFormatOf } from '@shared/domain/number-format';
import { localeOf, useNumberFormatChoice, type NumberFormatChoice } from '../stores/number-format';

const describe = (locale: string) => {
  const { number, date } = formatExamples(numberFormatOf(locale));
  return `${number} · ${date}`;
};

const options = [
  { value: 'system', label: `As the operating system (${describe(localeOf('system'))})` },
  ...numberFormatLocales.map((l) => ({ value: l, label: `${numberFormatNames[l]} (${describe(l)})` })),
];

/** The header's choice of number and date format: how figures are shown and how typed ones are read. */
export function NumberFormatMenu() {
  const { choice, choose } = useNumberFormatChoice();
  return (
    <Popover position="bottom-end" width={360} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label="Number and date format">
          <ActionIcon variant="subtle" aria-label="Number and date format" data-testid="number-format-button">
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Select
            label="Numbers and dates"
            data={options}
            value={choice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => value && choose(value as NumberFormatChoice)}
          />
          <Text size="xs" c="dimmed">
            Figures and dates are shown this way, and number and date fields read what is typed this way as well as 1234.5 and 2026-12-31. A text that could be
            read as two different numbers is asked about at its field.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
