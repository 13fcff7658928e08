import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Sign-in with a social identity provider, and linking providers to a member (decision 0026). */
export const socialSignInMessages = {
  ERR_SOCIAL_0001: {
    status: 404,
    th: 'ไม่มีบริการเข้าสู่ระบบด้วยผู้ให้บริการนี้',
    en: 'Signing in with this provider is not available',
  },
  ERR_SOCIAL_0002: {
    status: 503,
    th: 'ไม่สามารถติดต่อผู้ให้บริการเข้าสู่ระบบได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The sign-in provider cannot be reached at the moment; please try again',
  },
  ERR_SOCIAL_0003: {
    status: 400,
    th: 'การเข้าสู่ระบบกับผู้ให้บริการถูกยกเลิกหรือไม่สำเร็จ',
    en: 'Signing in with the provider was cancelled or did not succeed',
  },
  ERR_SOCIAL_0004: {
    status: 400,
    th: 'ไม่สามารถยืนยันข้อมูลจากผู้ให้บริการเข้าสู่ระบบได้ กรุณาเริ่มใหม่อีกครั้ง',
    en: "The provider's answer could not be verified; please start again",
  },
  ERR_SOCIAL_0005: {
    status: 400,
    th: 'การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเริ่มใหม่อีกครั้ง',
    en: 'This sign-in has expired or was already used; please start again',
  },
  ERR_SOCIAL_0006: {
    status: 400,
    th: 'ผู้ให้บริการไม่ได้ยืนยันอีเมลของท่าน จึงไม่สามารถใช้เข้าสู่ระบบได้ กรุณาเข้าสู่ระบบด้วยอีเมลหรือหมายเลขโทรศัพท์มือถือและรหัสผ่าน',
    en: 'The provider has not verified your e-mail address, so it cannot be used to sign in; please sign in with your e-mail or mobile number and password',
  },
  ERR_SOCIAL_0007: {
    status: 409,
    th: 'บัญชีของผู้ให้บริการนี้เชื่อมกับสมาชิกอื่นอยู่แล้ว',
    en: 'This provider account is already linked to another member',
  },
  ERR_SOCIAL_0008: {
    status: 409,
    th: 'บัญชีของท่านเชื่อมกับผู้ให้บริการนี้อยู่แล้ว กรุณายกเลิกการเชื่อมก่อนเชื่อมบัญชีอื่น',
    en: 'Your account is already linked to this provider; unlink it before linking another account',
  },
  ERR_SOCIAL_0009: {
    status: 404,
    th: 'บัญชีของท่านไม่ได้เชื่อมกับผู้ให้บริการนี้',
    en: 'Your account is not linked to this provider',
  },
  ERR_SOCIAL_0010: {
    status: 403,
    th: 'การเชื่อมบัญชีนี้เริ่มจากบัญชีสมาชิกอื่น กรุณาเข้าสู่ระบบด้วยบัญชีที่เริ่มการเชื่อม',
    en: 'This link was started from another member account; please sign in with the account that started it',
  },
  ERR_SOCIAL_0011: {
    status: 400,
    th: 'ผู้ให้บริการไม่ได้ส่งอีเมลของท่านมา กรุณาอนุญาตให้เข้าถึงอีเมลแล้วลองใหม่',
    en: 'The provider did not share your e-mail address; please allow access to it and try again',
  },
} as const satisfies TErrorTexts;
