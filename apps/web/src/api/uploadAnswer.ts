// An upload's answer, read with the contract's schema (api/documents.ts): loaded when an upload answers (ADR 0089).
export { uploadedAnswerSchema } from '@consent/domain';
