import { Badge, Group, Radio, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import IconRuler2 from '@tabler/icons-react/dist/esm/icons/IconRuler2.mjs';
import { memo, type Ref } from 'react';
import type { Feature, FormDefinition } from '@shared/contract/configurator';
import { optionExclusion, type FactsByFeature } from '@shared/domain/configuration-conditions';
import { isZeroMoney, moneyOf } from '@shared/domain/money';
import { DecimalInput } from '../../components/DecimalInput';
import { quantity } from '../../components/format';
import { signedUnitMoney } from './format';
import { allowsNegative, numberHint, type Answer } from './configuration-values';

export interface FeatureFieldProps {
  feature: Feature;
  form: FormDefinition;
  answer: Answer | undefined;
  /** The same function across renders: a keystroke in one field renders that field alone. */
  onAnswer: (featureCode: string, answer: Answer) => void;
  /** The ERP's sentence for this feature, shown at the field. */
  error: string | undefined;
  facts: FactsByFeature;
  /** A Calculated feature's number from the last price. */
  resolved: string | null | undefined;
  readOnly: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** "+650.00 NOK", "included" for a zero surcharge, nothing when there is no price impact. */
export function surcharge(value: string | null | undefined, currency: string | null): string | null {
  const money = moneyOf(value, currency);
  if (!money) return null;
  return isZeroMoney(money) ? 'included' : signedUnitMoney(money);
}

/** "+420.00 NOK per m²" for a number each unit of which adds to the price; null when it adds nothing. */
function perUnitSurcharge(feature: Feature, currency: string | null): string | null {
  const money = moneyOf(feature.priceImpactPerUnit, currency);
  return money && !isZeroMoney(money) ? `${signedUnitMoney(money)} per ${feature.unit ?? 'unit'}` : null;
}

function Label({ feature }: { feature: Feature }) {
  return (
    // Inline, so the required mark stays on the label's line.
    <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
      <span>{feature.name ?? feature.code}</span>
      {feature.isMeasured && (
        <Tooltip label={`A measurement in ${feature.unit ?? 'the unit shown'}: take it from the customer's own measuring`} withArrow>
          <Badge size="xs" variant="light" color="grape" leftSection={<IconRuler2 size={11} />} component="span">
            measured
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** Why each option of a Selection is ruled out by the other answers (null: it fits); nothing for other types. */
const exclusionsOf = ({ feature, form, facts }: FeatureFieldProps) =>
  feature.type === 'Selection' ? feature.options.map((option) => optionExclusion(option, form, facts)) : [];

/**
 * A field renders again only when something it shows changed: the facts of the other answers
 * matter to a Selection only through its options' exclusions, so typing a width leaves the rest
 * of the form alone (a long form re-rendered whole on every key).
 */
function sameField(before: FeatureFieldProps, after: FeatureFieldProps): boolean {
  const keys = Object.keys({ ...before, ...after }) as (keyof FeatureFieldProps)[];
  if (keys.some((key) => key !== 'facts' && before[key] !== after[key])) return false;
  if (before.facts === after.facts) return true;
  const [was, is] = [exclusionsOf(before), exclusionsOf(after)];
  return was.every((exclusion, i) => exclusion === is[i]);
}

/** One feature of the form with the control its type needs; every price impact is shown beside its choice. */
export const FeatureField = memo(function FeatureField({ feature, form, answer, onAnswer, error, facts, resolved, readOnly, inputRef }: FeatureFieldProps) {
  const currency = form.currencyCode;
  const onChange = (next: Answer) => onAnswer(feature.code, next);
  const common = {
    label: <Label feature={feature} />,
    description: feature.description ?? undefined,
    required: feature.isRequired,
    error,
    'data-feature': feature.code,
  };

  switch (feature.type) {
    case 'Number': {
      const perUnit = perUnitSurcharge(feature, currency);
      return (
        <DecimalInput
          {...common}
          ref={inputRef}
          description={[numberHint(feature), perUnit, feature.description].filter(Boolean).join(' · ') || undefined}
          value={answer?.number ?? ''}
          onChange={(number) => onChange({ number })}
          decimalPlaces={feature.decimalPlaces}
          allowNegative={allowsNegative(feature)}
          rightSection={
            feature.unit ? (
              <Text size="xs" c="dimmed">
                {feature.unit}
              </Text>
            ) : undefined
          }
          rightSectionWidth={feature.unit ? 44 : undefined}
          readOnly={readOnly}
          w={{ base: '100%', sm: 320 }}
          // A key shows in the next frame; the form and its price follow behind it.
          deferForm
        />
      );
    }
    case 'Selection':
      return (
        <Radio.Group {...common} value={answer?.optionCode ?? null} onChange={(optionCode) => onChange({ optionCode })}>
          <Stack gap={6} mt={6}>
            {feature.options.map((option, index) => {
              const exclusion = optionExclusion(option, form, facts);
              const price = option.linkedItemNumber ? `component ${option.linkedItemNumber}` : surcharge(option.priceImpact, currency);
              return (
                <Radio
                  key={option.code}
                  value={option.code}
                  disabled={readOnly}
                  ref={index === 0 ? inputRef : undefined}
                  label={
                    <Group gap={8} wrap="wrap" component="span">
                      <span>{option.name ?? option.code}</span>
                      {price && (
                        <Text span size="sm" c="dimmed">
                          {price}
                        </Text>
                      )}
                    </Group>
                  }
                  description={
                    exclusion ? (
                      <Text span size="xs" c="orange" data-testid="option-exclusion">
                        Does not fit the current choices: {exclusion}
                      </Text>
                    ) : undefined
                  }
                />
              );
            })}
          </Stack>
        </Radio.Group>
      );
    case 'Boolean': {
      const price = surcharge(feature.priceImpact, currency);
      return (
        <Switch
          {...common}
          label={
            <Group gap={8} component="span" display="inline-flex">
              <Label feature={feature} />
              {price && (
                <Text span size="sm" c="dimmed">
                  {price}
                </Text>
              )}
            </Group>
          }
          ref={inputRef}
          checked={answer?.boolean ?? false}
          onChange={(event) => onChange({ boolean: event.currentTarget.checked })}
          disabled={readOnly}
        />
      );
    }
    case 'ItemSelection':
      return (
        <Select
          {...common}
          ref={inputRef}
          w={{ base: '100%', sm: 420 }}
          placeholder={feature.isRequired ? 'Choose one' : 'None'}
          clearable={!feature.isRequired}
          readOnly={readOnly}
          data={feature.candidates.map((c) => ({
            value: c.itemNumber,
            label: `${c.itemNumber} · ${c.itemName ?? ''} (${surcharge(c.priceImpact, currency) ?? 'no surcharge'})`,
          }))}
          value={answer?.itemNumber ?? null}
          onChange={(itemNumber) => onChange(itemNumber ? { itemNumber } : {})}
        />
      );
    case 'Text': {
      const length = answer?.text?.length ?? 0;
      const max = feature.maxLength;
      return (
        <TextInput
          {...common}
          ref={inputRef}
          w={{ base: '100%', sm: 420 }}
          value={answer?.text ?? ''}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          readOnly={readOnly}
          // The limit is shown, not enforced by cutting: a pasted text stays as pasted and the ERP names the excess.
          description={max ? `${length} of at most ${max} characters` : (feature.description ?? undefined)}
        />
      );
    }
    default: {
      const unit = feature.unit ? ` ${feature.unit}` : '';
      const shown = resolved ? `${quantity(resolved, feature.decimalPlaces)}${unit}` : 'Not calculated yet';
      const perUnit = perUnitSurcharge(feature, currency);
      const linked = feature.linkedItemNumber ? `quantity of component ${feature.linkedItemNumber}` : null;
      return (
        <TextInput
          {...common}
          ref={inputRef}
          w={{ base: '100%', sm: 320 }}
          readOnly
          variant="filled"
          value={shown}
          description={[feature.type === 'Calculated' ? 'Calculated' : `Shown only (${feature.type})`, feature.formula, perUnit, linked]
            .filter(Boolean)
            .join(' · ')}
          data-testid={`calculated-${feature.code}`}
        />
      );
    }
  }
}, sameField);
