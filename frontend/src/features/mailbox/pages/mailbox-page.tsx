import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';
import '../../../shared/forms/forms.scss';
import '../mailbox.css';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IconMail, IconRefresh } from '../../../shared/icons/icons';
import { IconSmartphone } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSimulation } from '../../../shared/sim/use-simulation';
import { newestFirst, piecesOf } from '../api/message-text';
import { listOutbox } from '../api/outbox';

/** New messages arrive while a tester works through a flow in another tab. */
const REFRESH_MS = 5000;

function MessageText({ text }: { text: string }) {
  return (
    <div className="mail-text">
      {piecesOf(text).map((piece, index) => {
        if (piece.kind === 'link') {
          return (
            <a key={index} href={piece.href} className="mail-link">
              {piece.href}
            </a>
          );
        }
        if (piece.kind === 'code') {
          return (
            <strong key={index} className="mail-code">
              {piece.text}
            </strong>
          );
        }
        return <span key={index}>{piece.text}</span>;
      })}
    </div>
  );
}

function MessageItem({ message, open, onToggle }: { message: TOutboxMessage; open: boolean; onToggle: () => void }) {
  const id = useId();
  const email = message.channel === 'EMAIL';
  const Icon = email ? IconMail : IconSmartphone;
  const firstLine = message.subject ?? message.text.split('\n')[0] ?? '';
  return (
    <li className={`mail-item${open ? ' is-open' : ''}`} data-testid="mail-item">
      <button type="button" className="mail-summary" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span className={`mail-channel mail-channel-${message.channel.toLowerCase()}`} aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="mail-heading">
          <span className="mail-subject">{firstLine}</span>
          <span className="mail-meta">
            <span className="visually-hidden">
              <FormattedMessage id={email ? 'mailbox.channel.email' : 'mailbox.channel.sms'} />
            </span>
            <FormattedMessage id="mailbox.to" values={{ to: message.to }} />
          </span>
        </span>
        <span className="mail-time">
          <FormattedDate value={message.createdAt} day="numeric" month="short" hour="2-digit" minute="2-digit" second="2-digit" />
        </span>
      </button>
      <div id={id} className="mail-body" hidden={!open}>
        {open ? (
          <>
            <dl className="mail-fields">
              <dt>
                <FormattedMessage id="mailbox.field.channel" />
              </dt>
              <dd>
                <FormattedMessage id={email ? 'mailbox.channel.email' : 'mailbox.channel.sms'} />
              </dd>
              <dt>
                <FormattedMessage id="mailbox.field.to" />
              </dt>
              <dd>{message.to}</dd>
              {message.subject ? (
                <>
                  <dt>
                    <FormattedMessage id="mailbox.field.subject" />
                  </dt>
                  <dd>{message.subject}</dd>
                </>
              ) : null}
              <dt>
                <FormattedMessage id="mailbox.field.purpose" />
              </dt>
              <dd>
                <code>{message.purpose}</code>
              </dd>
            </dl>
            <MessageText text={message.text} />
          </>
        ) : null}
      </div>
    </li>
  );
}

function Mailbox() {
  const intl = useIntl();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const [messages, setMessages] = useState<TOutboxMessage[]>();
  const [openId, setOpenId] = useState<string>();

  const load = useCallback(
    (background: boolean, signal?: AbortSignal) =>
      listOutbox(to, { background, signal }).then(
        (list) => setMessages(newestFirst(list)),
        () => undefined,
      ),
    [to],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(false, controller.signal);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load(true, controller.signal);
    }, REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [load]);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setOpenId(undefined);
    setParams(value ? { to: value } : {});
  };

  return (
    <>
      <form className="mailbox-filter" role="search" onSubmit={filter}>
        <label htmlFor={inputId} className="form-label">
          <FormattedMessage id="mailbox.filter.label" />
        </label>
        <div className="mailbox-filter-row">
          <input
            id={inputId}
            className="form-control"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={intl.formatMessage({ id: 'mailbox.filter.placeholder' })}
          />
          <button type="submit" className="btn btn-primary">
            <FormattedMessage id="mailbox.filter.submit" />
          </button>
          {to ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setDraft('');
                setParams({});
              }}
            >
              <FormattedMessage id="mailbox.filter.clear" />
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => void load(false)}
            aria-label={intl.formatMessage({ id: 'mailbox.refresh' })}
          >
            <IconRefresh size={18} />
          </button>
        </div>
      </form>
      <p className="mailbox-count" role="status">
        {messages ? <FormattedMessage id={to ? 'mailbox.count.for' : 'mailbox.count'} values={{ count: messages.length, to }} /> : null}
      </p>
      {messages === undefined ? (
        <PageLoading />
      ) : messages.length === 0 ? (
        <p className="empty-state">
          <FormattedMessage id="mailbox.empty" />
        </p>
      ) : (
        <ul className="mail-list">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              open={openId === message.id}
              onToggle={() => setOpenId(openId === message.id ? undefined : message.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /mflow/mailbox: the simulated outbox, so a person trying the portal can read one-time codes and
 * confirmation links in the browser. It exists only while the backend runs in simulation mode.
 */
export function MailboxPage() {
  const simulated = useSimulation();
  return (
    <>
      <PageHeader titleId="screen.mailbox" leadId="mailbox.lead" icon={<IconMail size={32} />} />
      <div className="container page-body mailbox-page">
        {simulated === undefined ? (
          <PageLoading />
        ) : simulated ? (
          <>
            <p className="notice-box">
              <FormattedMessage id="mailbox.notice" />
            </p>
            <Mailbox />
          </>
        ) : (
          <p className="notice-box" data-testid="mailbox-unavailable">
            <FormattedMessage id="mailbox.unavailable" />
          </p>
        )}
      </div>
    </>
  );
}
