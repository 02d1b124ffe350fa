import { z } from 'zod';
import { asPathKey } from './bounds';

/** Fields the tickets, customer context and returns calls share. */

export const ticketNumber = z
  .string()
  .trim()
  .min(1, 'Give the ticket number')
  .max(40, 'A ticket number is at most 40 characters')
  .superRefine(asPathKey('The ticket number'));
export const returnNumber = z
  .string()
  .trim()
  .min(1, 'Give the return number')
  .max(40, 'A return number is at most 40 characters')
  .superRefine(asPathKey('The return number'));
export const orderNumber = z
  .string()
  .trim()
  .min(1, 'Choose an order')
  .max(40, 'An order number is at most 40 characters')
  .superRefine(asPathKey('The order number'));
/** Created by the screen when the action is prepared, so a repeat of the same action is recognised. */
export const operationId = z.string().min(8, 'operationId is missing').max(200, 'operationId is too long');
export const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters`).optional();
export const dec = z.string().nullable();
