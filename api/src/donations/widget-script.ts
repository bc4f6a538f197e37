/**
 * The local provider double's widget (served at /api/donations/local-provider/widget.js): a plain
 * script, like a real provider's, that registers `window.DonationWidget.mount(element, options)`.
 * It renders an accessible form (labels, fieldset legends, errors tied to their fields, a live
 * status), posts to the double's checkout and reports the result. TWINT is offered only on
 * mobile (options.mobile, else a narrow viewport or a coarse pointer). Nothing is charged.
 */
export const WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  var TEXTS = {
    de: {
      legend: 'Ihre Spende', amount: 'Betrag in CHF', frequency: 'Häufigkeit', once: 'Einmalig',
      firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail', listName: 'Meinen Namen auf der Spenderliste zeigen',
      method: 'Zahlungsart', card: 'Kreditkarte', twint: 'TWINT', giftRecipient: 'Name der beschenkten Person',
      giftMessage: 'Persönliche Nachricht', memorialName: 'Im Gedenken an', submit: 'Jetzt spenden',
      pending: 'Ihre Spende wird übermittelt…', done: 'Vielen Dank für Ihre Spende!',
      failed: 'Die Spende konnte nicht übermittelt werden. Bitte versuchen Sie es erneut.',
      required: 'Bitte füllen Sie dieses Feld aus.', badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      badAmount: 'Bitte geben Sie einen Betrag zwischen 1 und 100000 CHF ein.', testMode: 'Testmodus: Es wird nichts belastet.'
    },
    fr: {
      legend: 'Votre don', amount: 'Montant en CHF', frequency: 'Fréquence', once: 'Unique',
      firstname: 'Prénom', lastname: 'Nom', email: 'E-mail', listName: 'Afficher mon nom sur la liste des donatrices et donateurs',
      method: 'Mode de paiement', card: 'Carte de crédit', twint: 'TWINT', giftRecipient: 'Nom de la personne offerte',
      giftMessage: 'Message personnel', memorialName: 'En mémoire de', submit: 'Faire un don',
      pending: 'Votre don est en cours de transmission…', done: 'Merci beaucoup pour votre don !',
      failed: "Le don n'a pas pu être transmis. Veuillez réessayer.",
      required: 'Veuillez remplir ce champ.', badEmail: 'Veuillez saisir une adresse e-mail valide.',
      badAmount: 'Veuillez saisir un montant entre 1 et 100000 CHF.', testMode: "Mode test : rien n'est débité."
    },
    it: {
      legend: 'La sua donazione', amount: 'Importo in CHF', frequency: 'Frequenza', once: 'Una tantum',
      firstname: 'Nome', lastname: 'Cognome', email: 'E-mail', listName: "Mostrare il mio nome nell'elenco dei donatori",
      method: 'Modalità di pagamento', card: 'Carta di credito', twint: 'TWINT', giftRecipient: 'Nome della persona omaggiata',
      giftMessage: 'Messaggio personale', memorialName: 'In memoria di', submit: 'Dona ora',
      pending: 'La donazione viene trasmessa…', done: 'Grazie mille per la sua donazione!',
      failed: 'Non è stato possibile trasmettere la donazione. Per favore riprovi.',
      required: 'Per favore compili questo campo.', badEmail: 'Per favore inserisca un indirizzo e-mail valido.',
      badAmount: 'Per favore inserisca un importo tra 1 e 100000 CHF.', testMode: 'Modalità test: non viene addebitato nulla.'
    }
  };
  var counter = 0;
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (attrs[key] === true) node.setAttribute(key, '');
      else if (attrs[key] !== false && attrs[key] != null) node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function isMobile() {
    var mq = window.matchMedia ? function (q) { return window.matchMedia(q).matches; } : function () { return false; };
    return mq('(max-width: 767px)') || mq('(pointer: coarse)');
  }

  function mount(element, options) {
    options = options || {};
    var t = TEXTS[options.lang] || TEXTS.de;
    var prefix = 'dw' + (++counter) + '-';
    var mobile = typeof options.mobile === 'boolean' ? options.mobile : isMobile();
    var variant = options.variant || 'donate';
    var fields = {};

    function field(name, label, type, extra) {
      var id = prefix + name;
      var error = el('p', { id: id + '-error', class: 'dw-error', hidden: true });
      var input = el(type === 'textarea' ? 'textarea' : 'input', Object.assign({ id: id, name: name, type: type === 'textarea' ? null : type, 'aria-describedby': id + '-error' }, extra || {}));
      fields[name] = { input: input, error: error };
      return el('div', { class: 'dw-field' }, [el('label', { for: id, text: label }), input, error]);
    }

    var methods = [el('legend', { text: t.method })];
    var methodNames = mobile ? ['card', 'twint'] : ['card'];
    methodNames.forEach(function (name, index) {
      var id = prefix + 'method-' + name;
      methods.push(el('div', { class: 'dw-choice' }, [
        el('input', { type: 'radio', id: id, name: prefix + 'method', value: name, checked: index === 0 }),
        el('label', { for: id, text: t[name] })
      ]));
    });

    var status = el('p', { class: 'dw-status', role: 'status', tabindex: '-1' });
    var submit = el('button', { type: 'submit', class: 'dw-submit', text: t.submit });
    var listId = prefix + 'list-name';
    var form = el('form', { class: 'dw-form', novalidate: true, 'data-variant': variant }, [
      el('fieldset', {}, [
        el('legend', { text: t.legend }),
        field('amount', t.amount, 'number', { min: '1', max: '100000', step: '1', inputmode: 'numeric', required: true, value: '50' }),
        el('p', { class: 'dw-frequency', text: t.frequency + ': ' + t.once }),
        variant === 'gift' ? field('giftRecipient', t.giftRecipient, 'text', { required: true, maxlength: '100' }) : null,
        variant === 'gift' ? field('giftMessage', t.giftMessage, 'textarea', { maxlength: '500', rows: '3' }) : null,
        variant === 'memorial' ? field('memorialName', t.memorialName, 'text', { required: true, maxlength: '100' }) : null,
        field('firstname', t.firstname, 'text', { required: true, autocomplete: 'given-name', maxlength: '100' }),
        field('lastname', t.lastname, 'text', { required: true, autocomplete: 'family-name', maxlength: '100' }),
        field('email', t.email, 'email', { required: true, autocomplete: 'email', maxlength: '254' }),
        el('div', { class: 'dw-choice' }, [el('input', { type: 'checkbox', id: listId, name: 'listName' }), el('label', { for: listId, text: t.listName })])
      ]),
      el('fieldset', { class: 'dw-methods' }, methods),
      options.testMode ? el('p', { class: 'dw-test', text: t.testMode }) : null,
      submit,
      status
    ]);

    function showError(name, message) {
      var f = fields[name];
      f.error.textContent = message || '';
      f.error.hidden = !message;
      if (message) f.input.setAttribute('aria-invalid', 'true'); else f.input.removeAttribute('aria-invalid');
    }

    function validate() {
      var first = null;
      Object.keys(fields).forEach(function (name) {
        var f = fields[name];
        var value = f.input.value.trim();
        var message = '';
        if (f.input.required && !value) message = t.required;
        else if (name === 'email' && !EMAIL.test(value)) message = t.badEmail;
        else if (name === 'amount' && !(/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100000)) message = t.badAmount;
        showError(name, message);
        if (message && !first) first = f.input;
      });
      return first;
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var invalid = validate();
      if (invalid) { invalid.focus(); return; }
      var checked = form.querySelector('input[name="' + prefix + 'method"]:checked');
      var body = {
        variant: variant,
        campaign: options.campaign || null,
        amount: Number(fields.amount.input.value),
        frequency: 'once',
        firstname: fields.firstname.input.value.trim(),
        lastname: fields.lastname.input.value.trim(),
        email: fields.email.input.value.trim(),
        listName: form.querySelector('#' + listId).checked,
        method: checked ? checked.value : 'card'
      };
      if (fields.giftRecipient) body.giftRecipient = fields.giftRecipient.input.value.trim();
      if (fields.giftMessage) body.giftMessage = fields.giftMessage.input.value.trim();
      if (fields.memorialName) body.memorialName = fields.memorialName.input.value.trim();
      submit.disabled = true;
      status.className = 'dw-status';
      status.textContent = t.pending;
      fetch(options.checkoutUrl || '/api/donations/local-provider/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'DonationWidget', 'accept-language': options.lang || 'de' },
        body: JSON.stringify(body)
      }).then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      }).then(function (answer) {
        form.querySelectorAll('fieldset, .dw-submit').forEach(function (node) { node.hidden = true; });
        status.className = 'dw-status dw-done';
        status.textContent = t.done;
        status.focus();
        if (typeof options.onDonation === 'function') options.onDonation(answer.data);
      }).catch(function () {
        submit.disabled = false;
        status.className = 'dw-status dw-failed';
        status.setAttribute('role', 'alert');
        status.textContent = t.failed;
      });
    });

    element.textContent = '';
    element.appendChild(form);
    return { unmount: function () { element.textContent = ''; } };
  }

  window.DonationWidget = { provider: 'local', mount: mount };
})();
`;
