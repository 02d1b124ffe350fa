import { z } from 'zod';
import { callNames, contract, type CallName } from '@shared/contract';

/** Whether every input the schema accepts names an operation id (objects, unions of them, pipes). */
function namesOperationId(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodObject) return 'operationId' in schema.shape;
  if (schema instanceof z.ZodUnion) return schema.options.every((option) => namesOperationId(option as z.ZodType));
  if (schema instanceof z.ZodPipe) return namesOperationId(schema.in as z.ZodType);
  return false;
}

const keyedCalls = new Set(callNames.filter((name) => namesOperationId(contract[name].input)));

/** Whether the call's input carries the operation id that keeps one logical write one write. */
export function carriesOperationId(name: CallName): boolean {
  return keyedCalls.has(name);
}
