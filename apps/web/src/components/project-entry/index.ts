export { useProjectEntry, projectEntryVerdict, certificationPath, ENTRY_REDIRECT_DELAY_MS, type EntryNotice } from './project-entry';
export { EntryNoticeView } from './entry-notice';
export { projectEntryStrings } from './strings';
