import type { TComplaintDetail } from '@mflow/contracts/cases/complaint.contract';
import { useLanguage } from '../../preferences/language-context';
import { Fact } from '../cases/case-facts';

/** A complaint's topic and type on the case page, in the back-office's language, with the free text given for OTHER. */
export function ComplaintFacts({ complaint }: { complaint: TComplaintDetail }) {
  const { language } = useLanguage();
  const name = (choice: TComplaintDetail['topic']) => (language === 'TH' ? choice.nameTh : choice.nameEn);
  return (
    <>
      <Fact label="case.fact.complaintTopic">
        <span data-testid="case-complaint-topic">{name(complaint.topic)}</span>
        {complaint.topic.text ? <span className="d-block bo-case-words">{complaint.topic.text}</span> : null}
      </Fact>
      <Fact label="case.fact.complaintType">
        <span data-testid="case-complaint-type">{name(complaint.type)}</span>
        {complaint.type.text ? <span className="d-block bo-case-words">{complaint.type.text}</span> : null}
      </Fact>
    </>
  );
}
