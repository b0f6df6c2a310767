import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import { useDropzone } from 'react-dropzone';

type Props = {
  onFiles: (files: File[]) => void;
  children: ReactNode;
};

/**
 * A click-or-drop area for files: a dashed panel that highlights while files are dragged over.
 * Its visible text names it; the file input inside is what assistive technology operates.
 */
export function FileDropArea({ onFiles, children }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => onFiles(accepted),
    multiple: true,
  });
  return (
    <Paper
      {...getRootProps()}
      radius="md"
      p="md"
      withBorder
      style={{
        borderStyle: 'dashed',
        cursor: 'pointer',
        background: isDragActive ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <input {...getInputProps()} />
      {children}
    </Paper>
  );
}
