import { ActionIcon, ColorInput, ColorPicker, Popover } from '@mantine/core';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';

/**
 * A branding colour: typed as hex, or chosen in a picker behind its own button. Mantine's
 * ColorInput does not hand its slider labels to the picker it opens, so the picker here is a
 * ColorPicker of its own, named and reachable by keyboard.
 */
export function BrandColourInput({ label, value, onChange, error }: { label: string; value: string; onChange: (colour: string) => void; error?: string }) {
  return (
    <ColorInput
      label={label}
      value={value}
      onChange={onChange}
      format="hex"
      error={error}
      placeholder="Not set"
      withPicker={false}
      withEyeDropper={false}
      rightSection={
        <Popover position="bottom-end" withinPortal trapFocus shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" aria-label={`Choose ${label.toLowerCase()}`}>
              <IconPalette size={16} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <ColorPicker
              format="hex"
              value={value || '#ffffff'}
              onChange={onChange}
              saturationLabel={`${label}: saturation and brightness`}
              hueLabel={`${label}: hue`}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}
