export { createErpClient, type ErpClient, type ErpClientOptions, type ResumeResult } from './client';
export type { Credentials, CredentialsProvider } from './auth';
export type { ErpRequest, ErpResponse, WriteEvent } from './http';
export { EcomSessionStore } from './ecom/session';
export type { CallOptions, Paged } from './types';
export type { ErpStats } from './stats';
export { collect } from './paging';
