import { renderIntl } from './test-utils';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FileSelect, type UploadedFile, type UploadFunction } from './FileSelect';

interface Deferred {
  file: File;
  progress: (percent: number) => void;
  resolve: (value: { id: number }) => void;
  reject: (error: Error) => void;
}

function fakeUpload() {
  const calls: Deferred[] = [];
  const upload: UploadFunction = (file, onProgress) =>
    new Promise((resolve, reject) => {
      calls.push({ file, progress: onProgress, resolve, reject });
    });
  return { upload, calls };
}

function Wrapper(props: { upload: UploadFunction; maxFiles?: number; validateFile?: (file: File) => string | null; initial?: UploadedFile[] }) {
  const [files, setFiles] = useState<UploadedFile[]>(props.initial ?? []);
  return (
    <>
      <FileSelect
        id="receipts"
        label="Belege"
        required
        value={files}
        onChange={setFiles}
        upload={props.upload}
        maxFiles={props.maxFiles ?? 3}
        accept={['application/pdf', 'image/png']}
        acceptLabel="PDF, PNG"
        maxSizeKb={10240}
        validateFile={props.validateFile}
      />
      <div data-testid="value">{JSON.stringify(files)}</div>
    </>
  );
}

const pdf = () => new File(['%PDF-1.4'], 'quittung.pdf', { type: 'application/pdf' });

describe('FileSelect', () => {
  it('shows and announces the upload progress, then lists the file with its id', async () => {
    const user = userEvent.setup();
    const { upload, calls } = fakeUpload();
    const { container } = renderIntl(<Wrapper upload={upload} />);
    const input = screen.getByLabelText('Belege');
    expect(input).toHaveAccessibleDescription('Erlaubte Dateitypen: PDF, PNG. Maximale Grösse: 10 MB.');
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, pdf());
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('quittung.pdf wird hochgeladen: 0 %');
    act(() => calls[0].progress(42));
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt für quittung.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42 %')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('quittung.pdf wird hochgeladen: 25 %');
    act(() => calls[0].progress(80));
    expect(screen.getByRole('status')).toHaveTextContent('quittung.pdf wird hochgeladen: 75 %');
    expect(await axe(container)).toHaveNoViolations();
    await act(async () => calls[0].resolve({ id: 17 }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('quittung.pdf wurde hochgeladen.');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual([{ id: 17, name: 'quittung.pdf', size: 8 }]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a file the rules reject, before uploading, and links the error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload, calls } = fakeUpload();
    renderIntl(<Wrapper upload={upload} validateFile={(file) => (file.type === 'application/pdf' ? null : 'Belege muss eine gültige Datei sein.')} />);
    await user.upload(screen.getByLabelText('Belege'), new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }));
    expect(calls).toHaveLength(0);
    const input = screen.getByLabelText('Belege');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Fehler: Belege muss eine gültige Datei sein\./);
  });

  it('shows an upload failure and allows another attempt', async () => {
    const user = userEvent.setup();
    const { upload, calls } = fakeUpload();
    renderIntl(<Wrapper upload={upload} />);
    await user.upload(screen.getByLabelText('Belege'), pdf());
    await act(async () => calls[0].reject(new Error('500')));
    const input = screen.getByLabelText('Belege');
    expect(input).toHaveAccessibleDescription(/quittung.pdf konnte nicht hochgeladen werden/);
    await user.upload(input, pdf());
    expect(calls).toHaveLength(2);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s own reason when it refuses a file (issue 14, item 8)', async () => {
    const user = userEvent.setup();
    const { upload, calls } = fakeUpload();
    renderIntl(<Wrapper upload={upload} />);
    await user.upload(screen.getByLabelText('Belege'), pdf());
    const refusal = Object.assign(new Error('PDF-Dateien werden nur im Hochformat unterstützt.'), { status: 422, body: { message: 'PDF-Dateien werden nur im Hochformat unterstützt.' } });
    await act(async () => calls[0].reject(refusal));
    const input = screen.getByLabelText('Belege');
    expect(input).toHaveAccessibleDescription(/quittung.pdf: PDF-Dateien werden nur im Hochformat unterstützt\./);
    expect(input).not.toHaveAccessibleDescription(/Bitte versuchen Sie es erneut/);
  });

  it('removes a file by keyboard and returns focus to the file input; hides the input at the limit', async () => {
    const user = userEvent.setup();
    const { upload } = fakeUpload();
    renderIntl(<Wrapper upload={upload} maxFiles={1} initial={[{ id: 5, name: 'alt.pdf' }]} />);
    expect(screen.queryByLabelText('Belege')).not.toBeInTheDocument();
    expect(screen.getByText('Sie haben die maximale Anzahl von 1 Dateien erreicht.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'alt.pdf entfernen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('[]');
    expect(screen.getByRole('status')).toHaveTextContent('alt.pdf wurde entfernt.');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(screen.getByLabelText('Belege')).toHaveFocus();
  });

  it('refuses more files than allowed', async () => {
    const user = userEvent.setup();
    const { upload, calls } = fakeUpload();
    renderIntl(<Wrapper upload={upload} maxFiles={3} initial={[{ id: 1, name: "a.pdf" }]} />);
    await user.upload(screen.getByLabelText("Belege"), [pdf(), pdf(), pdf()]);
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Es können höchstens 3 Dateien hochgeladen werden.')).toBeInTheDocument();
  });
});

describe('FileSelect hint', () => {
  it('names the types and, only when there is one, the size limit', () => {
    const { upload } = fakeUpload();
    const { rerender } = renderIntl(<FileSelect id="proof" label="Beleg" value={[]} onChange={() => undefined} upload={upload} acceptLabel="PDF, PNG" />);
    expect(screen.getByText('Erlaubte Dateitypen: PDF, PNG.')).toBeInTheDocument();
    expect(screen.queryByText(/Maximale Grösse/)).not.toBeInTheDocument();
    rerender(<FileSelect id="proof" label="Beleg" value={[]} onChange={() => undefined} upload={upload} acceptLabel="PDF, PNG" maxSizeKb={2048} />);
    expect(screen.getByText('Erlaubte Dateitypen: PDF, PNG. Maximale Grösse: 2 MB.')).toBeInTheDocument();
  });
});
