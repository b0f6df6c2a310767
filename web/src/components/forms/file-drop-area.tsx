import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import { useDropzone } from 'react-dropzone';

type Props = {
  onFiles: (files: File[]) => void;
  /** What the area shows; it is also the button's name, so the name matches the visible text. */
  children: ReactNode;
};

/** A click-or-drop area for files: a dashed panel that highlights while files are dragged over. */
export function FileDropArea({ onFiles, children }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => onFiles(accepted),
    multiple: true,
  });
  return (
    <>
      {/* Beside the button, not inside it: a control may not hold another (axe nested-interactive). */}
      <input {...getInputProps()} />
      <Paper
        {...getRootProps({ role: 'button' })}
        radius="md"
        p="md"
        withBorder
        style={{
          borderStyle: 'dashed',
          cursor: 'pointer',
          background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        {children}
      </Paper>
    </>
  );
}
