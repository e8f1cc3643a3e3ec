import { formatFileSize } from '@rooted/shared/bug-reports/file-size';
import { MAX_BUG_REPORT_IMAGES } from '@rooted/shared/bug-reports/constants';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Screenshot } from '../hooks/use-screenshots';

interface ScreenshotPickerProps {
  screenshots: Screenshot[];
  processing: boolean;
  disabled?: boolean;
  onAdd: (files: FileList) => void;
  onRemove: (id: string) => void;
}

export function ScreenshotPicker({ screenshots, processing, disabled, onAdd, onRemove }: ScreenshotPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const full = screenshots.length >= MAX_BUG_REPORT_IMAGES;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium" id="screenshots-label">
        Screenshots <span className="font-normal text-muted-foreground">(optional, up to {MAX_BUG_REPORT_IMAGES})</span>
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-labelledby="screenshots-label"
        data-testid="screenshot-input"
        disabled={disabled}
        onChange={(e) => {
          if (e.target.files?.length) onAdd(e.target.files);
          // Reset so choosing the same file again still fires a change.
          e.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
        className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-input bg-muted/30 px-4 py-5 text-center text-sm transition-colors hover:bg-muted/60 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <ImagePlus className="size-5 text-muted-foreground" aria-hidden />
        <span className="font-medium">{full ? 'Maximum screenshots attached' : 'Add screenshots'}</span>
        <span className="text-xs text-muted-foreground">PNG, JPG or GIF up to 10MB</span>
      </button>
      {processing && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Processing images..." /> Processing images...
        </p>
      )}
      {screenshots.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" data-testid="screenshot-previews">
          {screenshots.map((shot) => (
            <li key={shot.id} className="relative overflow-hidden rounded-lg border bg-muted/40">
              <img src={shot.previewUrl} alt={`Screenshot ${shot.file.name}`} className="aspect-video w-full object-cover" />
              <p className="truncate px-1.5 py-1 text-xs" title={`${shot.file.name}: ${formatFileSize(shot.originalSize)} before compression`}>
                <span data-testid="screenshot-size">{formatFileSize(shot.file.size)}</span>
              </p>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(shot.id)}
                aria-label={`Remove ${shot.file.name}`}
                className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-background/90 text-foreground shadow-sm hover:bg-background"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
