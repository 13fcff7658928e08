import '../../../shared/forms/forms.scss';
import '../account.css';
import { AccountLayout } from '../components/account-layout';
import { AddressesSection } from '../components/addresses-section';
import { ContactSection } from '../components/contact-section';
import { PersonalData } from '../components/personal-data';
import { ProfileCard } from '../components/profile-card';
import { SocialIdentitiesSection } from '../components/social-identities-section';

/** /mflow/account (MENU00007 "user data"): the profile, its picture, contacts, addresses and linked social providers; the notification language is on the notifications page (decision 0065). */
export function AccountPage() {
  return (
    <AccountLayout titleId="member.account">
      {(customer) => (
        <>
          <ProfileCard customer={customer} />
          <PersonalData customer={customer} />
          <ContactSection customer={customer} />
          <AddressesSection customer={customer} />
          <SocialIdentitiesSection />
        </>
      )}
    </AccountLayout>
  );
}
