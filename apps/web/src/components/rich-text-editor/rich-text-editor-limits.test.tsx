import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITOR_LIMITS } from '@wardline/contract';
import { renderWithProviders } from '@/test/render';
import RichTextEditor from './rich-text-editor';

const UPLOADED = `/web/v1/public-files/${'c'.repeat(32)}.png`;

beforeAll(() => {
  // jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});

const png = (bytes: number, name = 'poc.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function open(props: { value?: string; uploadImage?: (file: File, signal?: AbortSignal) => Promise<string> }, locale: 'zh' | 'en' = 'zh') {
  const onChange = vi.fn();
  await renderWithProviders(<RichTextEditor ariaLabel="漏洞详情" onChange={onChange} limits={EDITOR_LIMITS} toolset="report" {...props} />, { locale });
  await screen.findByRole('textbox', { name: '漏洞详情' });
  return { onChange };
}

describe('the rich-text editor with the report limits (spec 001 §5: one image ≤ 5 MB, 180 s)', () => {
  it('shows only the report menus: bold, italic, lists, image', async () => {
    await open({});
    for (const name of ['加粗', '斜体', '无序列表', '有序列表', '上传图片']) expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    for (const name of ['二级标题', '引用', '链接']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('refuses an image over 5 MB before uploading it', async () => {
    const uploadImage = vi.fn(async () => UPLOADED);
    await open({ uploadImage }, 'en');
    fireEvent.change(screen.getByTestId('rte-image-input'), { target: { files: [png(EDITOR_LIMITS.maxImageBytes + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toBe('An image can be at most 5 MB');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('holds one image at most: a second is refused with the reason', async () => {
    const uploadImage = vi.fn(async () => UPLOADED);
    await open({ value: `<p>a</p><img src="${UPLOADED}">`, uploadImage });
    fireEvent.click(screen.getByRole('button', { name: '上传图片' }));
    expect((await screen.findByRole('alert')).textContent).toBe('最多只能插入 1 张图片');
    fireEvent.change(screen.getByTestId('rte-image-input'), { target: { files: [png(10)] } });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('keeps a pasted image only while the limit allows it', async () => {
    const { onChange } = await open({ value: `<p>a</p><img src="${UPLOADED}"><p>b</p>` });
    const editor = (screen.getByRole('textbox', { name: '漏洞详情' }) as HTMLElement & { editor: Editor }).editor;
    act(() => {
      editor.commands.focus('end');
      // jsdom has no ClipboardEvent: a plain paste event carries the same meaning here.
      editor.view.pasteHTML(`<p>粘贴的文字</p><img src="/web/v1/public-files/${'e'.repeat(32)}.png">`, new Event('paste') as ClipboardEvent);
    });
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain('粘贴的文字');
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('gives an upload up after 180 s, aborting its request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let aborted = false;
      const uploadImage = vi.fn(
        (_file: File, signal?: AbortSignal) =>
          new Promise<string>(() => {
            signal?.addEventListener('abort', () => {
              aborted = true;
            });
          }),
      );
      await open({ uploadImage });
      fireEvent.change(screen.getByTestId('rte-image-input'), { target: { files: [png(10)] } });
      await screen.findByText('正在上传图片…');
      await vi.advanceTimersByTimeAsync(EDITOR_LIMITS.uploadTimeoutMs);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图片上传超过 180 秒未完成，已取消，请重试'));
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
