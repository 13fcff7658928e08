import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiFailure } from '@mflow/ui/api/api-types';
import { subscribeApiFailures } from '../api/api-failures';
import { MessageModal, type MessageStatus } from './message-modal';

export type MessageRequest = {
  status: MessageStatus;
  title?: ReactNode;
  body?: ReactNode;
  onClose?: () => void;
};

type Modals = {
  showMessage(request: MessageRequest): void;
  /** The warning (requirements/error-messages.md#coming-soon-warning) for a feature that is not available yet. */
  showComingSoon(): void;
};

const ModalContext = createContext<Modals | undefined>(undefined);

/** requirements/error-messages.md#failed-calls: the "Operation status" modal lists each error description on its own line, or the generic text. */
function failureMessage(failure: ApiFailure): MessageRequest {
  return {
    status: false,
    title: <FormattedMessage id="modal.error.title" />,
    body:
      failure.errors.length > 0 ? (
        <ul className="list-unstyled mb-0" data-testid="error-list">
          {failure.errors.map((error, index) => (
            <li key={`${index}-${error.code}`}>{error.description}</li>
          ))}
        </ul>
      ) : undefined,
    onClose: failure.onClose,
  };
}

/** Shows one message at a time; messages that arrive meanwhile wait their turn. */
let nextMessageId = 0;

export function ModalHost({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<(MessageRequest & { id: number })[]>([]);

  const showMessage = useCallback((request: MessageRequest) => {
    nextMessageId += 1;
    const queued = { ...request, id: nextMessageId };
    setQueue((current) => [...current, queued]);
  }, []);

  const showComingSoon = useCallback(
    () =>
      showMessage({
        status: 'warning',
        title: <FormattedMessage id="modal.comingSoon.title" />,
        body: <FormattedMessage id="modal.comingSoon.body" />,
      }),
    [showMessage],
  );

  useEffect(() => subscribeApiFailures((failure) => showMessage(failureMessage(failure))), [showMessage]);

  const current = queue[0];
  const close = () => {
    setQueue((pending) => pending.slice(1));
    current?.onClose?.();
  };

  const value = useMemo(() => ({ showMessage, showComingSoon }), [showMessage, showComingSoon]);
  return (
    <ModalContext.Provider value={value}>
      {children}
      {current ? (
        <MessageModal key={current.id} show status={current.status} title={current.title} body={current.body} onClose={close} />
      ) : null}
    </ModalContext.Provider>
  );
}

export function useModals(): Modals {
  const modals = useContext(ModalContext);
  if (!modals) throw new Error('useModals outside ModalHost');
  return modals;
}
