import { useEffect, useState } from 'react';
import { Modal, Skeleton } from '@tutorium/shared/ui';
import { getVerificationDocument } from '../../api/get-verification-document.api';
import { ActionError } from '../../common/action-error';
import { useAdminT } from '../../common/admin-t';
import styles from '../../common/admin.module.css';

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };
const extension = (type: string) => EXTENSIONS[type] ?? '';

type Loaded = { url: string; type: string } | { error: unknown } | null;

/** A verification document, fetched with the session's token and shown through an object URL. */
export function DocumentViewer({ requestId, username, onClose }: { requestId: number; username: string; onClose: () => void }) {
  const t = useAdminT();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    getVerificationDocument(requestId).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ url, type: blob.type });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ error });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [requestId]);
  const title = t('Document of {{username}}', { username });
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {loaded === null ? (
        <div role="status" aria-label={t('Loading document...')}><Skeleton height="20rem" /></div>
      ) : 'error' in loaded ? (
        <ActionError error={loaded.error} />
      ) : (
        <div className={styles.section}>
          {/* Images show here; the page's content policy keeps a PDF out of frames, so it opens or downloads. */}
          {loaded.type.startsWith('image/') ? (
            <img src={loaded.url} alt={title} style={{ maxInlineSize: '100%' }} />
          ) : (
            <p>{t('This document cannot be shown here: open it in a new tab or download it.')}</p>
          )}
          <div className={styles.actions}>
            <a href={loaded.url} target="_blank" rel="noopener noreferrer">{t('Open in a new tab')}</a>
            <a href={loaded.url} download={`verification-${requestId}${extension(loaded.type)}`}>{t('Download')}</a>
          </div>
        </div>
      )}
    </Modal>
  );
}
