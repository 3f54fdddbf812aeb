/** What an import or export ended with, shown on the Ideas tab once its dialog has closed (spec 2 §7). */
export interface IntegrationNotice {
  tone: 'info' | 'error';
  title: string;
  lines: string[];
}
