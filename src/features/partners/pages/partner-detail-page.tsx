import { Alert, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_LIMITS, LECTURER_LIMITS } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../../../lib/error-text';
import { getPartner, listPartners, newRequestId, partnerKeys, sendEnquiry } from '../api/partner-api';
import '../partners.css';

const PHONE = /^\+?[0-9 -]{5,20}$/;

/**
 * /partner/partnerDetail/{id}: a partner's page (promote_id) and the enquiry form
 * (/v1/promote/index/enterprise); an advisor contacts the enquirer within 30 minutes (spec 001 §9).
 */
export function PartnerDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('lecturers');
  const partner = useQuery({ queryKey: partnerKeys.detail(id), queryFn: () => getPartner(id), enabled: id > 0 });
  const others = useQuery({ queryKey: partnerKeys.list(), queryFn: () => listPartners(0) });
  if (!partner.data) {
    return (
      <section className="lp-partner-page">
        <LoadState
          kind={partner.error || id <= 0 ? 'error' : 'loading'}
          error={partner.error}
          onRetry={() => void partner.refetch()}
          notFoundText={t('partner.notFound')}
          action={<Link to="/index">{t('partner.home')}</Link>}
        />
      </section>
    );
  }
  const p = partner.data;
  const more = (others.data?.list ?? []).filter((o) => o.id !== p.id).slice(0, 6);
  return (
    <article className="lp-partner-page">
      <div className="lp-partner-main">
        <header className="lp-partner-head">
          <span className="lp-partner-logo" aria-hidden="true">
            {p.title.slice(0, 1)}
          </span>
          <div>
            <h1 className="lp-partner-name">{p.title}</h1>
            <p className="lp-partner-sub">
              {p.partnerType ? <span className="lp-partner-type">{p.partnerType}</span> : null}
              {p.partnerRegion ? <span>{p.partnerRegion}</span> : null}
            </p>
          </div>
        </header>
        {/* The home card's one-line summary, when the partner has no introduction of its own. */}
        {!p.partnerIntro && p.summary ? <p className="lp-partner-summary">{p.summary}</p> : null}
        {p.partnerIntro ? (
          <section aria-labelledby="lp-partner-about">
            <h2 id="lp-partner-about" className="lp-partner-h2">
              {t('partner.about')}
            </h2>
            <p className="lp-partner-intro">{p.partnerIntro}</p>
          </section>
        ) : null}
        {p.partnerServices && p.partnerServices.length > 0 ? (
          <section aria-labelledby="lp-partner-services">
            <h2 id="lp-partner-services" className="lp-partner-h2">
              {t('partner.services')}
            </h2>
            <ul className="lp-partner-services">
              {p.partnerServices.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {more.length > 0 ? (
          <section aria-labelledby="lp-partner-more">
            <h2 id="lp-partner-more" className="lp-partner-h2">
              {t('partner.more')}
            </h2>
            <ul className="lp-partner-more">
              {more.map((o) => (
                <li key={o.id}>
                  <Link to={o.url}>{o.title}</Link>
                  {o.partnerType ? <span className="lp-partner-muted"> · {o.partnerType}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <EnquiryForm partnerId={p.id.startsWith('partner-') ? Number(p.id.slice(8)) : id} />
    </article>
  );
}

function EnquiryForm({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation('lecturers');
  const ids = useId();
  const requestId = useRef(newRequestId());
  const [company, setCompany] = useState('');
  const [contact, setContact] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      sendEnquiry({
        requestId: requestId.current,
        companyName: company.trim(),
        contactName: contact.trim(),
        phone: phone.trim(),
        message: message.trim(),
        promote_id: partnerId,
      }),
  });
  const problems = {
    company: company.trim() ? '' : t('partner.required'),
    contact: contact.trim() ? '' : t('partner.required'),
    phone: PHONE.test(phone.trim()) ? '' : t('partner.badPhone'),
  };
  const valid = !problems.company && !problems.contact && !problems.phone;
  const minutes = LECTURER_LIMITS.advisorContactMinutes;
  if (send.isSuccess) {
    return (
      <aside className="lp-partner-form" aria-live="polite">
        <h2 className="lp-partner-h2">{t('partner.sentTitle')}</h2>
        <Alert type="success" content={t('partner.sent', { count: minutes })} />
      </aside>
    );
  }
  const field = (key: keyof typeof problems) =>
    tried && problems[key]
      ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${ids}-${key}-err` }
      : {};
  return (
    <aside className="lp-partner-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="lp-partner-h2">
        {t('partner.formTitle')}
      </h2>
      <p className="lp-partner-muted">{t('partner.formHint', { count: minutes })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (valid && !send.isPending) send.mutate();
        }}
      >
        <label htmlFor={`${ids}-company`}>{t('partner.company')}</label>
        <Input
          id={`${ids}-company`}
          value={company}
          onChange={setCompany}
          maxLength={HOME_LIMITS.enquiryCompanyChars}
          {...field('company')}
        />
        {tried && problems.company ? (
          <p id={`${ids}-company-err`} className="lp-partner-error">
            {problems.company}
          </p>
        ) : null}
        <label htmlFor={`${ids}-contact`}>{t('partner.contact')}</label>
        <Input id={`${ids}-contact`} value={contact} onChange={setContact} maxLength={50} {...field('contact')} />
        {tried && problems.contact ? (
          <p id={`${ids}-contact-err`} className="lp-partner-error">
            {problems.contact}
          </p>
        ) : null}
        <label htmlFor={`${ids}-phone`}>{t('partner.phone')}</label>
        <Input id={`${ids}-phone`} type="tel" value={phone} onChange={setPhone} maxLength={20} {...field('phone')} />
        {tried && problems.phone ? (
          <p id={`${ids}-phone-err`} className="lp-partner-error">
            {problems.phone}
          </p>
        ) : null}
        <label htmlFor={`${ids}-message`}>{t('partner.message')}</label>
        <Input.TextArea
          id={`${ids}-message`}
          value={message}
          onChange={setMessage}
          maxLength={HOME_LIMITS.enquiryMessageChars}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
        <Button type="primary" htmlType="submit" long loading={send.isPending}>
          {t('partner.send')}
        </Button>
        {send.error ? (
          <p role="alert" className="lp-partner-error">
            {errorText(send.error)}
          </p>
        ) : null}
      </form>
    </aside>
  );
}
