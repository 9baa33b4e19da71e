import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/react';
import { renderWithProviders } from '@/test/render';
import RichTextEditor from './rich-text-editor';

const UPLOADED = `/web/v1/public-files/${'b'.repeat(32)}.png`;

beforeAll(() => {
  // jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});

async function open(props: { value?: string; uploadImage?: (file: File) => Promise<string> } = {}, locale: 'zh' | 'en' = 'zh') {
  const onChange = vi.fn();
  await renderWithProviders(<RichTextEditor ariaLabel="正文" onChange={onChange} {...props} />, { locale });
  const area = await screen.findByRole('textbox', { name: '正文' });
  // Tiptap hangs its editor on the editable element.
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  return { onChange, area, editor, last: () => onChange.mock.calls.at(-1)?.[0] as string };
}

describe('the rich-text editor (Tiptap)', () => {
  it('labels its toolbar in the interface language', async () => {
    await open();
    for (const label of ['加粗', '斜体', '二级标题', '无序列表', '有序列表', '链接', '上传图片']) expect(screen.getByRole('button', { name: new RegExp(`^${label}`) })).toBeTruthy();
  });

  it('keeps line breaks: three lines typed with Enter are three paragraphs (issue 13 #2)', async () => {
    const { editor, last } = await open();
    act(() => {
      editor.chain().focus().insertContent('第一行').enter().insertContent('第二行').enter().insertContent('第三行').run();
    });
    expect(last()).toBe('<p>第一行</p><p>第二行</p><p>第三行</p>');
  });

  it('makes the selection bold from the toolbar', async () => {
    const { editor, last } = await open({ value: '<p>重要通知</p>' });
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(last()).toBe('<p><strong>重要通知</strong></p>');
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts an uploaded image at its address on our site', async () => {
    const uploadImage = vi.fn(async () => UPLOADED);
    const { last } = await open({ value: '<p>x</p>', uploadImage });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diagram.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('rte-image-input'), { target: { files: [file] } });
    await waitFor(() => expect(last()).toContain(`<img src="${UPLOADED}" alt="diagram">`));
    expect(uploadImage).toHaveBeenCalledWith(file, expect.any(AbortSignal));
  });

  it('refuses a link that is not http(s), mailto or a site path', async () => {
    const { editor, last } = await open({ value: '<p>click</p>' }, 'en');
    act(() => {
      editor.commands.selectAll();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(screen.getByTestId('rte-link-form'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'https://example.com/advisory' } });
    fireEvent.submit(screen.getByTestId('rte-link-form'));
    await waitFor(() => expect(last()).toContain('href="https://example.com/advisory"'));
  });

  it('drops external images and scripts from HTML it is given', async () => {
    const { editor } = await open({ value: `<p>a</p><img src="https://tracker.example/p.png"><img src="${UPLOADED}"><script>alert(1)</script>` });
    const html = editor.getHTML();
    expect(html).not.toContain('tracker.example');
    expect(html).not.toContain('script');
    expect(html).toContain(UPLOADED);
  });
});
