import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { memo, type Ref } from 'react';
import { featureField, type FeatureProblem, type FormDefinition } from '@shared/contract/configurator';
import { excludedChoices, type FactsByFeature } from '@shared/domain/configuration-conditions';
import type { Answer, Answers } from './configuration-values';
import { FeatureField } from './FeatureField';

export interface FeatureListProps {
  form: FormDefinition;
  answers: Answers;
  /** The same function across renders (as onClear), so a field whose answer did not change is not rendered again. */
  onAnswer: (featureCode: string, answer: Answer) => void;
  onClear: (featureCodes: string[]) => void;
  /** The last answer's problems; those of a feature whose answer changed since are already dropped. */
  problems: readonly FeatureProblem[];
  facts: FactsByFeature;
  resolved: Readonly<Record<string, string | null>>;
  readOnly: boolean;
  firstFieldRef?: Ref<HTMLInputElement>;
  /** The ERP's refusal of a field (`values.WIDTH`) when it refused the whole calculation. */
  refusedFor?: (field: string) => string | undefined;
}

/**
 * The form generated from the item's definition, one field per feature in the ERP's order. Each
 * problem stands at its feature; a problem that names no feature stands above the form.
 */
export const FeatureList = memo(function FeatureList({
  form,
  answers,
  onAnswer,
  onClear,
  problems,
  facts,
  resolved,
  readOnly,
  firstFieldRef,
  refusedFor,
}: FeatureListProps) {
  const codes = new Set(form.features.map((f) => f.code));
  const general = problems.filter((p) => !p.featureCode || !codes.has(p.featureCode));
  const errorOf = (code: string) =>
    [...problems.filter((p) => p.featureCode === code).map((p) => p.message), refusedFor?.(featureField(code))].filter(Boolean).join(' ') || undefined;
  const excluded = readOnly ? [] : excludedChoices(form, facts);

  return (
    <Stack gap="md" data-testid="feature-list">
      {general.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="This configuration is not valid" role="alert" data-testid="general-problems">
          <List size="sm">
            {general.map((p, i) => (
              <List.Item key={`${p.code}-${i}`}>{p.featureName ? `${p.featureName}: ${p.message}` : p.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {excluded.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Earlier answers rule out a later choice" data-testid="excluded-choices">
          <Stack gap={6}>
            {excluded.map((e) => (
              <Text size="sm" key={e.featureCode}>
                {e.featureName}: {e.optionName} no longer fits. {e.reason}
              </Text>
            ))}
            <Group>
              <Button size="xs" variant="light" color="orange" onClick={() => onClear(excluded.map((e) => e.featureCode))}>
                Clear {excluded.map((e) => e.featureName).join(', ')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {form.features.map((feature, index) => (
        <FeatureField
          key={feature.code}
          feature={feature}
          form={form}
          answer={answers[feature.code]}
          onAnswer={onAnswer}
          error={errorOf(feature.code)}
          facts={facts}
          resolved={resolved[feature.code]}
          readOnly={readOnly}
          inputRef={index === 0 ? firstFieldRef : undefined}
        />
      ))}
    </Stack>
  );
});
