import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import IconWorldSearch from '@tabler/icons-react/dist/esm/icons/IconWorldSearch.mjs';
import { useMemo, useState } from 'react';
import { BASE_CURRENCY_FIELD, DEFAULT_CALLS_PER_MINUTE, DEFAULT_GTIN_ATTRIBUTE, type Profile } from '@shared/contract/connections';
import { movesToAnotherServer } from '@shared/domain/server-origin';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { useWrite } from '../../api/useWrite';
import { useFieldErrors } from '../../components/field-errors';
import { AppModal } from '../../components/overlay/AppModal';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { FormProblem } from './FormProblem';
import { Busy } from '../../components/Busy';

/**
 * The form's fields, kept as a draft (row 260). It holds no secret: API keys and sign-ins are set
 * in their own dialogs, straight into the keychain, and main refuses a draft that names one.
 */
type Draft = {
  name: string;
  previewBaseUrl: string;
  ecomBaseUrl: string;
  tenantId: string;
  defaultChannel: string;
  callsPerMinute: string;
  gtinAttribute: string;
  /** Empty: not set (docs/api-assumptions.md 350). */
  baseCurrency: string;
  /** The storefront domain typed into "Find my tenant". */
  domain: string;
};

/** A profile's draft is kept under its id; one not yet created under `new`. */
export const profileDraftKey = (profile: Profile | null): string => profile?.id ?? 'new';

/** Every field the form shows next to its input; their errors appear there. */
const profileFields = ['name', 'previewBaseUrl', 'ecomBaseUrl', 'tenantId', 'defaultChannel', 'callsPerMinute', 'gtinAttribute', 'baseCurrency'] as const;
const resolveFields = ['ecomBaseUrl', 'domain'] as const;

const empty: Draft = {
  name: '',
  previewBaseUrl: 'https://',
  ecomBaseUrl: 'https://',
  tenantId: '',
  defaultChannel: '',
  callsPerMinute: String(DEFAULT_CALLS_PER_MINUTE),
  gtinAttribute: DEFAULT_GTIN_ATTRIBUTE,
  baseCurrency: '',
  domain: '',
};

function formOf(profile: Profile | null): Draft {
  if (!profile) return empty;
  const { name, previewBaseUrl, ecomBaseUrl, tenantId, defaultChannel, callsPerMinute, gtinAttribute, baseCurrency } = profile;
  return {
    name,
    previewBaseUrl,
    ecomBaseUrl,
    tenantId,
    defaultChannel: defaultChannel ?? '',
    callsPerMinute: String(callsPerMinute),
    gtinAttribute,
    baseCurrency: baseCurrency ?? '',
    domain: '',
  };
}

/**
 * Create or edit a profile. "Find my tenant" fills the tenant and channel from a storefront
 * domain. Closing keeps what was typed as a draft; it goes once the profile is saved.
 */
export function ProfileForm({ profile, onClose }: { profile: Profile | null; onClose: () => void }) {
  const initial = useMemo(() => formOf(profile), [profile]);
  const form = useDraft<Draft>({
    editor: 'connections.profile',
    recordKey: profileDraftKey(profile),
    label: profile ? profile.name : 'New connection',
    initial,
  });
  // A draft kept before a field existed lacks it: that field shows the profile's value.
  const draft: Draft = { ...initial, ...form.value };
  const setDraft = (patch: Partial<Draft>) => form.set((d) => ({ ...d, ...patch }));
  const [resolveError, setResolveError] = useState<AppError | null>(null);
  const [resolving, setResolving] = useState(false);
  const save = useWrite('connections.save', { invalidates: ['connections.list', 'app.connectionStatus'] });
  const saveErrorFor = useFieldErrors(save.error);
  const resolveErrorFor = useFieldErrors(resolveError);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ [key]: e.currentTarget.value });

  const findTenant = async () => {
    setResolving(true);
    setResolveError(null);
    try {
      const found = await call('connections.resolveTenant', { ecomBaseUrl: draft.ecomBaseUrl, domain: draft.domain });
      setDraft({ tenantId: found.tenantId, defaultChannel: found.channelCode });
    } catch (error) {
      setResolveError(error as AppError);
    } finally {
      setResolving(false);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const { domain: _typedDomain, ...fields } = draft;
    save.send(
      {
        ...(profile ? { id: profile.id } : {}),
        ...fields,
        defaultChannel: fields.defaultChannel.trim() || null,
        baseCurrency: fields.baseCurrency.trim() || null,
      },
      { onSuccess: () => (form.done(), onClose()) },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={profile ? `Edit ${profile.name}` : 'New connection'} size="lg">
      {!form.ready ? (
        <Busy size="sm" label="Loading the draft" />
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            <DraftNotice draft={form} />
            <TextInput label="Name" required data-autofocus autoFocus value={draft.name} onChange={set('name')} error={saveErrorFor('name')} />
            <TextInput
              label="Integration interface address"
              description="The ERP's /preview base address"
              required
              value={draft.previewBaseUrl}
              onChange={set('previewBaseUrl')}
              error={saveErrorFor('previewBaseUrl')}
            />
            <TextInput
              label="Storefront interface address"
              description="The ERP's /ecom base address"
              required
              value={draft.ecomBaseUrl}
              onChange={set('ecomBaseUrl')}
              error={saveErrorFor('ecomBaseUrl') ?? resolveErrorFor('ecomBaseUrl')}
            />
            {profile && profile.auth !== 'none' && movesToAnotherServer(profile, draft) ? (
              <Alert color="yellow" title="Saving forgets this connection's credentials">
                An address now points at another server. The stored {profile.auth === 'oauth' ? 'sign-in' : 'API key'} and admin-preview tokens were given for
                the old one, so saving removes them instead of sending them to the new address. Enter a key or sign in again afterwards.
              </Alert>
            ) : null}
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label="Find my tenant"
                description="Type a storefront domain to fill in the tenant and channel"
                placeholder="shop.example.com"
                value={draft.domain}
                onChange={set('domain')}
                error={resolveErrorFor('domain')}
              />
              <Button variant="light" leftSection={<IconWorldSearch size={16} />} loading={resolving} onClick={findTenant} disabled={!draft.domain.trim()}>
                Find
              </Button>
            </Group>
            <FormProblem error={resolveError} fields={resolveFields} />
            <TextInput
              label="Tenant id"
              required
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={draft.tenantId}
              onChange={set('tenantId')}
              error={saveErrorFor('tenantId')}
            />
            <TextInput
              label="Default channel"
              placeholder="B2B"
              value={draft.defaultChannel}
              onChange={set('defaultChannel')}
              error={saveErrorFor('defaultChannel')}
            />
            <TextInput
              label="Calls per minute"
              description="The most calls the app sends per minute; lowered on its own when the ERP answers that its quota is used up"
              inputMode="numeric"
              value={draft.callsPerMinute}
              onChange={set('callsPerMinute')}
              error={saveErrorFor('callsPerMinute')}
            />
            <TextInput
              label="GTIN attribute"
              description="The item attribute that holds each item’s GTIN (EAN/UPC), so a scanned GS1 label finds its item"
              value={draft.gtinAttribute}
              onChange={set('gtinAttribute')}
              error={saveErrorFor('gtinAttribute')}
            />
            <TextInput
              label={BASE_CURRENCY_FIELD}
              description="The ISO 4217 code of the company’s base currency (such as NOK), in which the ERP gives costs and count variances without naming it; empty: shown as “base currency”"
              placeholder="NOK"
              value={draft.baseCurrency}
              onChange={set('baseCurrency')}
              error={saveErrorFor('baseCurrency')}
            />
            <FormProblem error={save.error} fields={profileFields} />
            <Group justify="flex-end" mt="sm">
              <DraftStatus keptAt={form.keptAt} />
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" loading={save.isPending}>
                {profile ? 'Save changes' : 'Create connection'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
