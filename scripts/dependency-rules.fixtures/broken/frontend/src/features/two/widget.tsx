export const widget = () => 'two';
