// The screenshots attached to a report: checked, compressed (SPEC §9) and previewed as they are chosen.
import {
  BUG_REPORT_MESSAGES,
  MAX_BUG_REPORT_IMAGES,
  MAX_SCREENSHOT_SOURCE_BYTES,
} from '@rooted/shared/bug-reports/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { compressImage } from '../lib/compress-image';

// crypto.randomUUID needs a secure context; a counter is enough for list keys.
let nextId = 0;

export interface Screenshot {
  id: string;
  file: File;
  originalSize: number;
  previewUrl: string;
}

export function useScreenshots() {
  const [screenshots, setScreenshots] = useState<Screenshot[]>([]);
  const [processing, setProcessing] = useState(0);
  // Counts files still being compressed too, so two quick picks cannot together pass the limit.
  const reserved = useRef(0);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const all = urls.current;
    return () => all.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(async (list: FileList | File[]) => {
    // SPEC §5: only files whose type starts with image/ are processed.
    const images = [...list].filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) return;
    if (reserved.current + images.length > MAX_BUG_REPORT_IMAGES)
      return void toast.error(BUG_REPORT_MESSAGES.tooManyImagesTitle, { description: BUG_REPORT_MESSAGES.tooManyImages });
    const tooBig = images.find((f) => f.size > MAX_SCREENSHOT_SOURCE_BYTES);
    if (tooBig) return void toast.error('File too large', { description: `${tooBig.name} is larger than 10MB.` });

    reserved.current += images.length;
    setProcessing((n) => n + images.length);
    try {
      const compressed = await Promise.all(images.map((file) => compressImage(file)));
      const added = compressed.map((file, i) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
        return { id: `shot-${(nextId += 1)}`, file, originalSize: images[i]!.size, previewUrl };
      });
      setScreenshots((current) => [...current, ...added]);
    } catch {
      reserved.current -= images.length;
      toast.error(BUG_REPORT_MESSAGES.compressionFailedTitle, { description: BUG_REPORT_MESSAGES.compressionFailed });
    } finally {
      setProcessing((n) => n - images.length);
    }
  }, []);

  const remove = useCallback(
    (id: string) => {
      const gone = screenshots.find((s) => s.id === id);
      if (!gone) return;
      URL.revokeObjectURL(gone.previewUrl);
      urls.current.delete(gone.previewUrl);
      reserved.current -= 1;
      setScreenshots((current) => current.filter((s) => s.id !== id));
    },
    [screenshots],
  );

  const clear = useCallback(() => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current.clear();
    reserved.current = 0;
    setScreenshots([]);
  }, []);

  return { screenshots, processing: processing > 0, add, remove, clear };
}
