/**
 * Types for the two untyped packages the structured-data test runs (both plain JavaScript): only
 * what the test uses, as their READMEs describe it.
 */
declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    fieldNames?: string[];
    path?: unknown[];
  }
  /** Without schema.org's vocabulary (a file from schema.org) it checks Google's rich-result rules only. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
