import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SIGN_IN_LIMITS, type StorefrontCustomer } from '@shared/contract/storefront';
import type { AppError } from '@shared/errors';
import { call } from '../../api/client';
import { useFieldErrors } from '../../components/field-errors';
import { textLimit } from '../../components/text-limit';
import { AppModal } from '../../components/overlay/AppModal';
import { ProblemAlert } from '../../components/ProblemAlert';

const labels = { email: 'Email', password: 'Password' };

/**
 * "View as customer": a customer's portal email and password, sent to main once. Sent with a
 * plain call rather than a cached mutation, so the password is held only by the field while the
 * dialog is open (row 181).
 */
export function CustomerSignInDialog({
  channelCode,
  channelName,
  onClose,
  onSignedIn,
}: {
  channelCode: string;
  channelName: string;
  onClose: () => void;
  onSignedIn: (customer: StorefrontCustomer) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const errorFor = useFieldErrors(error);
  // Named past their limits, never cut: a pasted password cut short would fail without saying why.
  const emailTooLong = textLimit(email, SIGN_IN_LIMITS.email, 'The e-mail', { keepSpaces: true }).tooLong;
  const passwordTooLong = textLimit(password, SIGN_IN_LIMITS.password, 'The password', { keepSpaces: true }).tooLong;
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      const { customer } = await call('storefront.signInAsCustomer', { channelCode, email, password });
      onSignedIn(customer);
    } catch (e) {
      setError(e as AppError);
      setPending(false);
    }
  };
  return (
    <AppModal opened onClose={onClose} title="View the assortment as a customer">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!emailTooLong && !passwordTooLong) void submit();
        }}
        data-testid="customer-sign-in"
      >
        <Stack gap="sm">
          <Text size="sm">
            Sign in with a customer&rsquo;s storefront account of {channelName} to see that customer&rsquo;s agreement prices beside the visitor prices. The
            password is sent to the ERP once and not kept.
          </Text>
          <TextInput
            label={labels.email}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailTooLong ?? errorFor('email')}
          />
          <PasswordInput
            label={labels.password}
            autoComplete="off"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordTooLong ?? errorFor('password')}
          />
          <ProblemAlert error={error} shownFields={['email', 'password']} labels={labels} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!email.trim() || !password || !!emailTooLong || !!passwordTooLong}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
