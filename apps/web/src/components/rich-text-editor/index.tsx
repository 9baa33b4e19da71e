import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '@/i18n/load-strings';
import type { RichTextEditorProps } from './rich-text-editor';
import { richTextStrings } from './strings';

/** The editor and its strings load only where it is shown (the console's announcement page): ProseMirror is large. */
const Editor = lazy(async () => {
  const [mod] = await Promise.all([import('./rich-text-editor'), loadStrings({ richText: richTextStrings })]);
  return mod;
});

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={{ minHeight: 280, padding: 12, color: '#5b6475', border: '1px solid #d0d7e2', borderRadius: 6 }}>
      {t('loading')}
    </div>
  );
}

/** The rich-text editor, lazily loaded; pass it as a form control (`value` / `onChange`). */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Editor {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
