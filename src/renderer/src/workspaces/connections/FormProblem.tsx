import type { AppError } from '@shared/errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { unclaimedFieldErrors } from '../../components/field-errors';

/**
 * A connection form's problem, in the shared alert. Left out when every field error already sits
 * next to its input under the label the user sees: the alert would only repeat them by their ids.
 */
export function FormProblem({ error, fields }: { error: AppError | null | undefined; fields: readonly string[] }) {
  if (!error) return null;
  if (error.fieldErrors.length > 0 && unclaimedFieldErrors(error, fields).length === 0) return null;
  return <ProblemAlert error={error} shownFields={fields} />;
}
